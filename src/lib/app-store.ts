import { createStore, getDefaultStore } from 'jotai';

export type AppStore = ReturnType<typeof createStore>;

/**
 * The browser's one jotai store (decision 0010). `<App store={appStore}>` provides it, and code outside React (the
 * service worker client, the install listener, the auth listener) writes to it with `appStore.set`. It is jotai's
 * default store, so a component rendered without a Provider (in a test) still sees what that code wrote. The server
 * never uses it: each prerendered page gets a fresh `createStore()` (entry-server.tsx), so no state crosses pages.
 */
export const appStore: AppStore = getDefaultStore();
