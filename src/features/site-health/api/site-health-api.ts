import type { AdminClient } from '../../../lib/admin-client';
import { API_PATHS } from '@shared/api-paths';
import type { SiteHealth } from '@shared/schemas/client-report';

export type SiteHealthApi = { read: (signal?: AbortSignal) => Promise<SiteHealth> };

/** GET /api/site-health (decision 0020) on the admin client. */
export function createSiteHealthApi(client: AdminClient): SiteHealthApi {
  return { read: (signal) => client.read<SiteHealth>(API_PATHS.siteHealth, signal) };
}
