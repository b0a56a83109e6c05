import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, type AllowedTag } from '@shared/html-allowlist';

/** A valid image address in the site's image store (32 hex digits). */
export const OWN_IMAGE = '/api/images/0123456789abcdef0123456789abcdef.webp';

/** Each allowed tag in the context HTML parsers need to keep it (a td inside a table row…). */
export function tagSample(tag: AllowedTag, attributes = ''): string {
  const open = `<${tag}${attributes ? ` ${attributes}` : ''}>`;
  switch (tag) {
    case 'br':
    case 'hr':
      return `<p>a${open}b</p>`;
    case 'img':
      // The allowlist keeps only images with a source in the store and a description: both unless given.
      return `<p><img${attributes.includes('src=') ? '' : ` src="${OWN_IMAGE}"`}${attributes.includes('alt=') ? '' : ' alt="A chart"'}${attributes ? ` ${attributes}` : ''}></p>`;
    case 'a':
      return `<a${attributes.includes('href=') ? '' : ' href="https://example.com/"'}${attributes ? ` ${attributes}` : ''}>x</a>`;
    case 'li':
      return `<ul>${open}x</li></ul>`;
    case 'table':
      return `${open}<tbody><tr><td>x</td></tr></tbody></table>`;
    case 'caption':
    case 'thead':
    case 'tbody':
    case 'tfoot':
      return `<table>${open}${tag === 'caption' ? 'x' : '<tr><td>x</td></tr>'}</${tag}></table>`;
    case 'tr':
      return `<table><tbody>${open}<td>x</td></tr></tbody></table>`;
    case 'th':
    case 'td':
      return `<table><tbody><tr>${open}x</${tag}></tr></tbody></table>`;
    default:
      return `${open}x</${tag}>`;
  }
}

/** Sample values per attribute that the allowlist must keep. */
const ATTRIBUTE_VALUES: Record<string, string> = {
  href: 'https://example.com/page',
  title: 'A title',
  rel: 'nofollow',
  src: OWN_IMAGE,
  alt: 'A chart',
  width: '640',
  height: '360',
  scope: 'col',
  colspan: '2',
  rowspan: '2',
  start: '3',
};

export const ALLOWED_ATTRIBUTE_CASES: [AllowedTag, string, string][] = Object.entries(ALLOWED_ATTRIBUTES).flatMap(
  ([tag, names]) =>
    (names ?? []).map(
      (name) => [tag as AllowedTag, name, ATTRIBUTE_VALUES[name] ?? 'x'] as [AllowedTag, string, string],
    ),
);

/** Tags outside the allowlist; their text may stay, the element never does. */
export const DISALLOWED_TAGS = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'div',
  'span',
  'font',
  'center',
  'svg',
  'math',
  'video',
  'audio',
  'link',
  'meta',
  'base',
  'details',
  'code',
  'pre',
] as const;

/** Attributes never allowed, on a tag that is. */
export const DISALLOWED_ATTRIBUTES = ['style', 'class', 'id', 'onclick', 'target', 'data-x', 'lang', 'dir', 'align'];

/** Images the allowlist must drop whole, with why. */
export const REFUSED_IMAGES: [reason: string, html: string][] = [
  ['no alt', `<img src="${OWN_IMAGE}">`],
  ['an empty alt', `<img src="${OWN_IMAGE}" alt="">`],
  ['an alt of spaces', `<img src="${OWN_IMAGE}" alt="   ">`],
  ['another site', '<img src="https://example.com/a.webp" alt="a">'],
  ['protocol-relative', '<img src="//example.com/api/images/0123456789abcdef0123456789abcdef.webp" alt="a">'],
  ['a data: URL', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="a">'],
  ['a path outside the store', '<img src="/api/images/../users/login" alt="a">'],
  ['a name that uploads never make', '<img src="/api/images/photo.png" alt="a">'],
  ['the social crop (not for content)', '<img src="/api/images/social/0123456789abcdef0123456789abcdef.webp" alt="a">'],
];

/** Images the allowlist keeps as they are (attribute order as sanitize-html writes them). */
export const KEPT_IMAGES: string[] = [
  `<img src="${OWN_IMAGE}" alt="The clinic's waiting room" />`,
  '<img src="/api/images/cards/0123456789abcdef0123456789abcdef.webp" alt="A chart" />',
  `<img src="${OWN_IMAGE}" alt="A chart" width="640" height="360" />`,
];

export { ALLOWED_TAGS };
