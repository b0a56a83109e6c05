import { HelmetProvider, type HelmetServerState } from 'react-helmet-async';
import { AppRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { OfflineIndicator } from '../features/offline/components/OfflineIndicator';
import { UpdatePrompt } from '../features/offline/components/UpdatePrompt';

/** `helmetContext` is passed only by the prerenderer, which reads the collected head tags from it. */
export function App({ helmetContext }: { helmetContext?: { helmet?: HelmetServerState } }) {
  return (
    <HelmetProvider context={helmetContext}>
      <ScrollToTop />
      <AppRoutes />
      <OfflineIndicator />
      <UpdatePrompt />
    </HelmetProvider>
  );
}
