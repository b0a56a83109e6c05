import DOMPurify from 'dompurify';

/*
 * The server's rich-text policy (functions/src/content/sanitize-html.ts), applied again in the browser before
 * any admin-entered HTML is shown. Kept in step with that list; the blog editor's preview has the same policy.
 */
const ALLOWED_TAGS = (
  'h2 h3 h4 h5 h6 p br hr blockquote ul ol li strong b em i u s sub sup small mark a img ' +
  'table caption thead tbody tfoot tr th td'
).split(' ');
const ALLOWED_ATTR = 'href title rel src alt width height scope colspan rowspan start'.split(' ');
/** http, https, mailto and tel links, and paths on this site (not protocol-relative `//host`). */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|\/(?!\/)|#)/i;
/** Images only from this site's image store. */
const OWN_IMAGE = /^\/api\/images\//;

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** Sanitized HTML for `dangerouslySetInnerHTML`; empty outside a browser (nothing is rendered there). */
export function sanitizeRichText(html: string): string {
  if (typeof window === 'undefined') return '';
  purifier ??= DOMPurify(window);
  const fragment = purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const img of fragment.querySelectorAll('img')) {
    if (!OWN_IMAGE.test(img.getAttribute('src') ?? '')) img.remove();
  }
  for (const link of fragment.querySelectorAll('a[href]')) {
    if (/^https?:/i.test(link.getAttribute('href') ?? '')) link.setAttribute('rel', 'noopener noreferrer');
  }
  // Serialised inside the sanitizer's own inert document, so nothing loads before React inserts it.
  const holder = (fragment.ownerDocument ?? document).createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
