import { HelmetProvider, type HelmetServerState } from 'react-helmet-async';
import { AppRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';

/** `helmetContext` is passed only by the prerenderer, which reads the collected head tags from it. */
export function App({ helmetContext }: { helmetContext?: { helmet?: HelmetServerState } }) {
  return (
    <HelmetProvider context={helmetContext}>
      <ScrollToTop />
      <AppRoutes />
    </HelmetProvider>
  );
}
