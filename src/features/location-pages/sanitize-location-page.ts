import { sanitizeRichHtml } from '../../lib/sanitize-rich-html';
import type { LocationPageContent } from './components/LocationPageView';

const RICH_TEXT_FIELDS = ['main_paragraph', 'paragraph_1', 'paragraph_2', 'paragraph_3', 'paragraph_4'] as const;

/**
 * The page with its HTML paragraphs sanitized in the browser (DOMPurify, the server's allowlist): for pages
 * loaded from the API on client-side navigation and for the admin's preview. A server-rendered page comes with
 * paragraphs the server already sanitized, so the public page loads this module only when it fetches.
 */
export function sanitizeLocationPageHtml<T extends LocationPageContent>(page: T): T {
  const safe = { ...page };
  for (const field of RICH_TEXT_FIELDS) safe[field] = sanitizeRichHtml(page[field]);
  return safe;
}
