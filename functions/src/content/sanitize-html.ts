import type sanitizeHtml from 'sanitize-html';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  ALLOWED_URL_SCHEMES,
  isOutsideLink,
  isSafeHref,
  OWN_IMAGE_SRC,
  RENAMED_TAGS,
} from '../../../src/shared/html-allowlist';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...ALLOWED_URL_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    ...RENAMED_TAGS,
    // rel is never taken as typed: outside links get noopener noreferrer, the others none.
    a: (tagName, { rel: _typed, ...attribs }) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.href !== undefined && !isSafeHref(attribs.href) ? { href: '' } : {}),
        ...(isOutsideLink(attribs.href ?? '') ? { rel: 'noopener noreferrer' } : {}),
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE_SRC.test(frame.attribs.src ?? ''),
};

const loadSanitizeHtml = () => import('sanitize-html');
let sanitizer: ReturnType<typeof loadSanitizeHtml> | undefined;

/**
 * Admin-entered HTML (blog and location paragraphs) is cleaned on every write against the one allowlist
 * (src/shared/html-allowlist.ts); the web app sanitizes again, against the same list, when rendering.
 * sanitize-html (with its CSS parser) loads on the first write, not at import: only admin writes need it,
 * and it would add about 70 ms to every cold start.
 */
export async function sanitizeRichText(html: string): Promise<string> {
  const { default: sanitizeHtml } = await (sanitizer ??= loadSanitizeHtml());
  return sanitizeHtml(html, OPTIONS)
    .replace(/ href=""/g, '')
    .trim();
}
