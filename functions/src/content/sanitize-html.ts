import type sanitizeHtml from 'sanitize-html';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  ALLOWED_URL_SCHEMES,
  isAllowedImage,
  isOutsideLink,
  isSafeHref,
  RENAMED_TAGS,
} from '@shared/html-allowlist';

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
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImage(frame.attribs),
};

const loadSanitizeHtml = () => import('sanitize-html');
let sanitizer: ReturnType<typeof loadSanitizeHtml> | undefined;

// The pages function sanitizes every record it renders, on every request; most requests bring the same HTML.
// The result depends on the input alone, so recent results are kept, by input, up to a budget of characters
// (oldest out first): a record edited is new input, sanitized afresh.
const MEMO_BUDGET_CHARS = 4_000_000;
const recent = new Map<string, string>();
let memoChars = 0;

function remember(html: string, clean: string): void {
  if (html.length + clean.length > MEMO_BUDGET_CHARS / 4) return;
  recent.set(html, clean);
  memoChars += html.length + clean.length;
  for (const [oldHtml, oldClean] of recent) {
    if (memoChars <= MEMO_BUDGET_CHARS) break;
    recent.delete(oldHtml);
    memoChars -= oldHtml.length + oldClean.length;
  }
}

/**
 * Admin-entered HTML (blog and location paragraphs) is cleaned on every write against the one allowlist
 * (src/shared/html-allowlist.ts); the web app sanitizes again, against the same list, when rendering.
 * sanitize-html (with its CSS parser) loads on the first write, not at import: only admin writes need it,
 * and it would add about 70 ms to every cold start.
 */
export async function sanitizeRichText(html: string): Promise<string> {
  const known = recent.get(html);
  if (known !== undefined) return known;
  const { default: sanitizeHtml } = await (sanitizer ??= loadSanitizeHtml());
  const clean = sanitizeHtml(html, OPTIONS)
    .replace(/ href=""/g, '')
    .trim();
  remember(html, clean);
  return clean;
}
