import { API_MESSAGES, ApiRequestError, getJson, type RequestOptions } from '../../../lib/api-client';
import { parseLocationPageRecord } from '../../../lib/records/location-page-record';
import { API_PATHS, apiPath } from '@shared/api-paths';
import type { LocationPage } from '@shared/schemas/location-page';

/**
 * GET /api/locationpages/url/{slug}: published pages only; a 404 when there is none. The paragraphs are
 * sanitized before they are returned; the sanitizer loads only here, never with a server-rendered page.
 */
export async function getLocationPageBySlug(slug: string, options: RequestOptions = {}): Promise<LocationPage> {
  const [raw, { sanitizeLocationPageHtml }] = await Promise.all([
    getJson<unknown>(apiPath(API_PATHS.locationPageBySlug, { slug }), options),
    import('../sanitize-location-page'),
  ]);
  const page = parseLocationPageRecord(raw);
  if (!page) throw new ApiRequestError(API_MESSAGES.malformed, 'malformed', 200);
  return sanitizeLocationPageHtml(page);
}
