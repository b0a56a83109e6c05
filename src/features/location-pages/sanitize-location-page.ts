import { sanitizeRichHtml } from '../../lib/sanitize-rich-html';
import { LOCATION_RICH_TEXT_FIELDS } from '@shared/schemas/location-page';
import type { LocationPageContent } from './components/LocationPageView';

/**
 * The page with its HTML paragraphs sanitized in the browser (DOMPurify, the server's allowlist): for pages
 * loaded from the API on client-side navigation and for the admin's preview. A server-rendered page comes with
 * paragraphs the server already sanitized, so the public page loads this module only when it fetches.
 */
export function sanitizeLocationPageHtml<T extends LocationPageContent>(page: T): T {
  const safe = { ...page };
  for (const field of LOCATION_RICH_TEXT_FIELDS) safe[field] = sanitizeRichHtml(page[field]);
  return safe;
}
