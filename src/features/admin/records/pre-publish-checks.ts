import { paths } from '../../../paths';
import { OWN_IMAGE_SRC } from '@shared/html-allowlist';
import { htmlText } from './compare-fields';

/**
 * Checks shown before publishing, as warnings the admin may override. Ontario's physician regulator bars
 * patient testimonials and expects health claims to be accurate, so wording that reads as either is flagged;
 * so are images without a description, search snippets that will be cut, and links to pages that do not exist.
 */

/** Search engines show about this many characters of a title and a description. */
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;

const OUTCOME_PROMISES: [RegExp, string][] = [
  [/\bcur(e|ed|es|ing)\b/i, 'cure'],
  [/\bguarantee(d|s)?\b/i, 'guarantee'],
  [/\bbest (clinic |doctors? |care )?in (toronto|ontario|canada|the city|the country)\b/i, 'best in …'],
  [/\b100\s?%\s*(effective|safe|success|results?)\b/i, '100 % …'],
  [/\b(miracle|risk[- ]free|permanent(ly)? (fix|results?))\b/i, 'miracle / risk-free / permanent results'],
  [/\b(instant|immediate) results?\b/i, 'instant results'],
];

/** A quotation in the first person ("I feel…", “my results…”) reads as a patient testimonial. */
const FIRST_PERSON_QUOTE = /[“"«][^”"»]{0,300}\b(I|I'm|I’m|I've|I’ve|my|me)\b[^”"»]{0,300}[”"»]/;
const TESTIMONIAL_PHRASES =
  /\b(saved my life|changed my life|I feel (so much )?better|my (doctor|results|symptoms|pain) (at|from|here))\b/i;

export function wordingWarnings(text: string): string[] {
  const found = OUTCOME_PROMISES.filter(([pattern]) => pattern.test(text)).map(([, name]) => `“${name}”`);
  const warnings: string[] = [];
  if (found.length > 0) {
    warnings.push(
      `Wording that promises an outcome: ${found.join(', ')}. Health claims must be accurate and must not promise results.`,
    );
  }
  if (FIRST_PERSON_QUOTE.test(text) || TESTIMONIAL_PHRASES.test(text)) {
    warnings.push(
      'A first-person quotation that reads as a patient testimonial. Patient testimonials are not allowed.',
    );
  }
  return warnings;
}

/** Images the page will show (this site's own; the sanitizers drop any other) that have no description. */
export function imageAltWarnings(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const missing = [...doc.querySelectorAll('img')].filter(
    (img) => OWN_IMAGE_SRC.test(img.getAttribute('src') ?? '') && !(img.getAttribute('alt') ?? '').trim(),
  ).length;
  return missing > 0 ? [`${missing === 1 ? 'An image has' : `${missing} images have`} no description (alt text).`] : [];
}

export function searchSnippetWarnings(title: string, description: string): string[] {
  const warnings: string[] = [];
  if (title.length > META_TITLE_MAX)
    warnings.push(`The meta title has ${title.length} characters; search results show about ${META_TITLE_MAX}.`);
  if (description.length > META_DESCRIPTION_MAX) {
    warnings.push(
      `The meta description has ${description.length} characters; search results show about ${META_DESCRIPTION_MAX}.`,
    );
  }
  return warnings;
}

/** Every fixed page of the site (the route table's static paths). */
export const STATIC_SITE_PATHS: ReadonlySet<string> = new Set<string>(
  (Object.values(paths) as unknown[]).filter((value): value is string => typeof value === 'string'),
);

/**
 * Links to this site's own paths that lead nowhere: not a fixed page, and not an article or location page in
 * `knownPaths` (the bundled articles, and the blogs and location pages the admin can see).
 */
export function siteLinkWarnings(html: string, knownPaths: ReadonlySet<string>): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const broken = new Set<string>();
  for (const link of doc.querySelectorAll('a[href^="/"]')) {
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('//')) continue;
    const path = href.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
    if (!STATIC_SITE_PATHS.has(path) && !knownPaths.has(path)) broken.add(path);
  }
  return [...broken].map((path) => `A link goes to ${path}, which is not a page of this site.`);
}

export const textOfHtml = htmlText;
