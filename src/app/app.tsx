import { Provider } from 'jotai';
import { AppRoutes } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { OfflineIndicator } from '../features/offline/components/OfflineIndicator';
import { UpdatePrompt } from '../features/offline/components/UpdatePrompt';
import type { AppStore } from '../lib/app-store';
import { PreloadedRecordProvider, type PreloadedRecord } from '../rendering/preloaded-record';

type AppProps = {
  /** The browser's `appStore`; a fresh store for each server render, so no state crosses pages (decision 0010). */
  store: AppStore;
  /** The record a server-rendered blog or location page was rendered from (decision 0011). */
  preloaded?: PreloadedRecord | null;
};

/**
 * No HelmetProvider: with React 19, react-helmet-async 3 renders plain <title>/<meta> elements that React
 * itself places in <head>, and its provider only passes children through.
 */
export function App({ store, preloaded = null }: AppProps) {
  return (
    <Provider store={store}>
      <PreloadedRecordProvider value={preloaded}>
        <ScrollToTop />
        <AppRoutes />
        <OfflineIndicator />
        <UpdatePrompt />
      </PreloadedRecordProvider>
    </Provider>
  );
}
