import { Provider } from 'jotai';
import { HelmetProvider, type HelmetServerState } from 'react-helmet-async';
import { AppRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { OfflineIndicator } from '../features/offline/components/OfflineIndicator';
import { UpdatePrompt } from '../features/offline/components/UpdatePrompt';
import type { AppStore } from '../lib/app-store';
import { PreloadedRecordProvider, type PreloadedRecord } from '../lib/preloaded-record';

type AppProps = {
  /** The browser's `appStore`; a fresh store for each server render, so no state crosses pages (decision 0010). */
  store: AppStore;
  /** Passed only by the prerenderer, which reads the collected head tags from it. */
  helmetContext?: { helmet?: HelmetServerState };
  /** The record a server-rendered blog or location page was rendered from (decision 0011). */
  preloaded?: PreloadedRecord | null;
};

export function App({ store, helmetContext, preloaded = null }: AppProps) {
  return (
    <Provider store={store}>
      <HelmetProvider context={helmetContext}>
        <PreloadedRecordProvider value={preloaded}>
          <ScrollToTop />
          <AppRoutes />
          <OfflineIndicator />
          <UpdatePrompt />
        </PreloadedRecordProvider>
      </HelmetProvider>
    </Provider>
  );
}
