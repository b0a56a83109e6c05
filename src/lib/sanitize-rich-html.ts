import DOMPurify from 'dompurify';
import {
  ALL_ALLOWED_ATTRIBUTES,
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  isAllowedImage,
  isOutsideLink,
  PLAIN_VALUE_ATTRIBUTES,
  RENAMED_TAGS,
  SAFE_HREF,
} from '../shared/html-allowlist';

let purifier: ReturnType<typeof DOMPurify> | null = null;

/**
 * Sanitized HTML for `dangerouslySetInnerHTML`, against the one allowlist the server and the admin editor use
 * (src/shared/html-allowlist.ts). Empty outside a browser (API content is never prerendered).
 */
export function sanitizeRichHtml(html: string): string {
  if (typeof window === 'undefined') return '';
  purifier ??= DOMPurify(window);
  const fragment = purifier.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS, ...Object.keys(RENAMED_TAGS)],
    ALLOWED_ATTR: [...ALL_ALLOWED_ATTRIBUTES],
    ALLOWED_URI_REGEXP: SAFE_HREF,
    // DOMPurify checks every attribute it does not know as harmless against ALLOWED_URI_REGEXP, which would
    // drop `width="640"` or `colspan="2"`. These plain values cannot carry a URL that runs anything.
    ADD_URI_SAFE_ATTR: [...PLAIN_VALUE_ATTRIBUTES],
    RETURN_DOM_FRAGMENT: true,
  });
  const doc = fragment.ownerDocument ?? document;
  for (const [from, to] of Object.entries(RENAMED_TAGS)) {
    for (const element of fragment.querySelectorAll(from)) {
      const renamed = doc.createElement(to);
      renamed.append(...element.childNodes);
      element.replaceWith(renamed);
    }
  }
  // DOMPurify's attribute list is flat; the allowlist is per tag (e.g. `start` only on ol).
  for (const element of fragment.querySelectorAll('*')) {
    const allowed = ALLOWED_ATTRIBUTES[element.localName as keyof typeof ALLOWED_ATTRIBUTES] ?? [];
    for (const name of element.getAttributeNames()) if (!allowed.includes(name)) element.removeAttribute(name);
  }
  for (const img of fragment.querySelectorAll('img')) {
    if (!isAllowedImage({ src: img.getAttribute('src'), alt: img.getAttribute('alt') })) img.remove();
  }
  for (const link of fragment.querySelectorAll('a')) {
    if (isOutsideLink(link.getAttribute('href') ?? '')) link.setAttribute('rel', 'noopener noreferrer');
    else link.removeAttribute('rel');
  }
  // Serialised inside the sanitizer's own inert document, so nothing loads before React inserts it.
  const holder = doc.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
