import type sanitizeHtml from 'sanitize-html';

/** Images may come only from this site's own image store (see images/get-image.ts). */
const OWN_IMAGE = /^\/api\/images\/(cards\/)?[a-f0-9]{32}\.webp$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'a',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The page title is the only h1; a pasted h1 becomes a section heading.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(/^https?:/i.test(attribs.href ?? '') ? { rel: 'noopener noreferrer' } : {}) },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? ''),
};
// `rel` is added by the transform above, so it must survive the attribute filter that runs after it.
(OPTIONS.allowedAttributes as Record<string, string[]>).a?.push('rel');

const loadSanitizeHtml = () => import('sanitize-html');
let sanitizer: ReturnType<typeof loadSanitizeHtml> | undefined;

/**
 * Admin-entered HTML (blog and location paragraphs) is cleaned on every write: headings, paragraphs, lists,
 * emphasis, tables, links with http/https/mailto/tel, and this site's own images; everything else is removed.
 * The web app sanitizes again when rendering. sanitize-html (with its CSS parser) loads on the first write, not
 * at import: only admin writes need it, and it would add about 70 ms to every cold start.
 */
export async function sanitizeRichText(html: string): Promise<string> {
  const { default: sanitizeHtml } = await (sanitizer ??= loadSanitizeHtml());
  return sanitizeHtml(html, OPTIONS).trim();
}
