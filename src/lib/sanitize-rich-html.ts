import DOMPurify from 'dompurify';

/*
 * The server's rich-text policy (functions/src/content/sanitize-html.ts), applied again in the browser before
 * admin-entered HTML (blogs, location pages, the editors' previews) is shown. Kept in step with that list:
 * headings h2–h6, paragraphs, breaks, rules, quotes, lists, emphasis, links, tables, and images
 * from this site's image store only. Everything else (scripts, styles, iframes, event handlers,
 * javascript: URLs) is dropped.
 */
const ALLOWED_TAGS = (
  'h2 h3 h4 h5 h6 p br hr blockquote ul ol li strong b em i u s sub sup small mark a img ' +
  'table caption thead tbody tfoot tr th td'
).split(' ');
const ALLOWED_ATTR = 'href title rel src alt width height scope colspan rowspan start'.split(' ');
/**
 * DOMPurify checks every attribute it does not know as harmless against ALLOWED_URI_REGEXP, which would drop
 * `width="640"` or `colspan="2"`. These plain values cannot carry a URL that runs anything.
 */
const PLAIN_VALUE_ATTR = 'rel width height scope colspan rowspan start'.split(' ');
/** http, https, mailto and tel links, and paths on this site (not protocol-relative `//host`). */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|\/(?!\/)|#)/i;
/** Images only from this site's image store. */
const OWN_IMAGE = /^\/api\/images\//;

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** Sanitized HTML for `dangerouslySetInnerHTML`; empty outside a browser (API content is never prerendered). */
export function sanitizeRichHtml(html: string): string {
  if (typeof window === 'undefined') return '';
  purifier ??= DOMPurify(window);
  const fragment = purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ADD_URI_SAFE_ATTR: PLAIN_VALUE_ATTR,
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
