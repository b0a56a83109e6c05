import { Provider } from 'jotai';
import { HelmetProvider, type HelmetServerState } from 'react-helmet-async';
import { AppRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { OfflineIndicator } from '../features/offline/components/OfflineIndicator';
import { UpdatePrompt } from '../features/offline/components/UpdatePrompt';
import type { AppStore } from '../lib/app-store';

type AppProps = {
  /** The browser's `appStore`; a fresh store for each server render, so no state crosses pages (decision 0010). */
  store: AppStore;
  /** Passed only by the prerenderer, which reads the collected head tags from it. */
  helmetContext?: { helmet?: HelmetServerState };
};

export function App({ store, helmetContext }: AppProps) {
  return (
    <Provider store={store}>
      <HelmetProvider context={helmetContext}>
        <ScrollToTop />
        <AppRoutes />
        <OfflineIndicator />
        <UpdatePrompt />
      </HelmetProvider>
    </Provider>
  );
}
