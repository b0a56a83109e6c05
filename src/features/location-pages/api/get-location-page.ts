import { getJson, type RequestOptions } from '../../../lib/api-client';
import { API_PATHS, apiPath } from '../../../shared/api-paths';
import type { LocationPage } from '../../../shared/schemas/location-page';

/** GET /api/locationpages/url/{slug}: published pages only; a 404 when there is none. */
export function getLocationPageBySlug(slug: string, options: RequestOptions = {}): Promise<LocationPage> {
  return getJson<LocationPage>(apiPath(API_PATHS.locationPageBySlug, { slug }), options);
}
