import { createContext, useContext, type ReactNode } from 'react';

/**
 * How a feature's data functions are injected, one way for every feature: the feature's real API is the default,
 * and a test (or a preview) wraps the screen in the provider with its own. Screens read it with the hook.
 */
export function createApiContext<Api>(defaultApi: Api) {
  const ApiContext = createContext<Api>(defaultApi);
  function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
    return <ApiContext value={api}>{children}</ApiContext>;
  }
  const useApi = (): Api => useContext(ApiContext);
  return { ApiProvider, useApi };
}
