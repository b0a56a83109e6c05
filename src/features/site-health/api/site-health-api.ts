import { ApiRequestError, createApiClient, type ApiClientOptions } from '../../../lib/api-client';
import { API_PATHS } from '../../../shared/api-paths';
import type { SiteHealth } from '../../../shared/schemas/client-report';

export type SiteHealthApi = { read: (signal?: AbortSignal) => Promise<SiteHealth> };

const SIGNED_OUT = 'Your session has ended. Sign in again in another tab, then refresh this page.';

/** GET /api/site-health with the admin's ID token (the page hands over where the token comes from). */
export function createSiteHealthApi({
  getToken,
  ...clientOptions
}: Pick<ApiClientOptions, 'baseUrl' | 'fetchImpl'> & { getToken: () => Promise<string | null> }): SiteHealthApi {
  const client = createApiClient(clientOptions);
  return {
    read: async (signal) => {
      const token = await getToken();
      if (!token) throw new ApiRequestError(SIGNED_OUT, 'server', 401);
      return client.getJson<SiteHealth>(API_PATHS.siteHealth, { signal, token });
    },
  };
}
