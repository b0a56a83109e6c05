import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import type { SearchDocument } from '../schemas/search-document';
import type { ExcerptPart, SearchHit } from './search-hit';
import { normalizeQuery } from './query';

export { MAX_QUERY_LENGTH, normalizeQuery } from './query';
export type { ExcerptPart, SearchHit } from './search-hit';

/**
 * Site search (decision 0026): MiniSearch over the bundled pages and the published blogs and location pages.
 * The same code answers `/search?q=` on the server (functions/src/search) and in the browser (offline, or after
 * client-side navigation), so both find the same things.
 */

export const MAX_RESULTS = 20;
/** Characters of text shown under a result. */
const EXCERPT_LENGTH = 180;
const EXCERPT_LEAD = 50;

/** Words too common to find anything by. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do for from has have how i in is it its my of on or our the to was we what when which who why will with you your'.split(
    ' ',
  ),
);

/** Lowercase, accents removed ("naïve" finds "naive"): the index and the excerpt marking compare the same form. */
export const normalizeTerm = (term: string): string =>
  term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase();

const processTerm = (term: string): string | null => {
  const normalized = normalizeTerm(term);
  return normalized.length < 2 || STOP_WORDS.has(normalized) ? null : normalized;
};

const OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: ['title', 'text'],
  storeFields: ['kind', 'title', 'url', 'text'],
  processTerm,
  searchOptions: {
    boost: { title: 3 },
    // "cardi" finds cardiology; one typo from four letters ("blod") is forgiven, two from eight.
    prefix: (term) => term.length >= 3,
    fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
    maxFuzzy: 2,
    combineWith: 'AND',
    // A page about the subject before a single FAQ answer that mentions it.
    boostDocument: (_id, _term, stored) => (stored?.kind === 'faq' ? 1 : 1.5),
  },
};

/** The words of a text with their offsets (letters and digits; everything else separates). */
const WORD = /[\p{L}\p{N}]+/gu;

/** A window of the text around the first matched word, split into plain and matched parts. */
export function buildExcerpt(text: string, matchedTerms: readonly string[]): ExcerptPart[] {
  const terms = new Set(matchedTerms);
  const words = [...text.matchAll(WORD)];
  const first = words.find((word) => terms.has(normalizeTerm(word[0])));
  let start = first ? Math.max(0, (first.index ?? 0) - EXCERPT_LEAD) : 0;
  // Start on a word, not inside one.
  if (start > 0) {
    const next = words.find((word) => (word.index ?? 0) >= start);
    start = next?.index ?? start;
  }
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) {
    const cut = text.lastIndexOf(' ', end);
    if (cut > start) end = cut;
  }
  const parts: ExcerptPart[] = [];
  if (start > 0) parts.push({ text: '… ' });
  let at = start;
  for (const word of words) {
    const index = word.index ?? 0;
    if (index < start) continue;
    if (index + word[0].length > end) break;
    if (!terms.has(normalizeTerm(word[0]))) continue;
    if (index > at) parts.push({ text: text.slice(at, index) });
    parts.push({ text: word[0], match: true });
    at = index + word[0].length;
  }
  if (end > at) parts.push({ text: text.slice(at, end) });
  if (end < text.length) parts.push({ text: ' …' });
  return parts;
}

type Stored = Pick<SearchDocument, 'kind' | 'title' | 'url' | 'text'>;

export type SiteSearch = {
  search(query: string): SearchHit[];
  readonly size: number;
};

/** An index of these documents. Duplicate ids keep the first (a bundled page wins over a stored one). */
export function createSiteSearch(documents: readonly SearchDocument[]): SiteSearch {
  const index = new MiniSearch<SearchDocument>(OPTIONS);
  const seen = new Set<string>();
  for (const document of documents) {
    if (seen.has(document.id)) continue;
    seen.add(document.id);
    index.add(document);
  }
  const toHit = (result: SearchResult): SearchHit => {
    const stored = result as unknown as SearchResult & Stored;
    return {
      id: String(result.id),
      kind: stored.kind,
      title: stored.title,
      url: stored.url,
      excerpt: buildExcerpt(stored.text, result.terms),
    };
  };
  return {
    size: seen.size,
    search(query: string): SearchHit[] {
      const q = normalizeQuery(query);
      if (!q) return [];
      // Every word first; when no page has them all, pages with any of them, best first.
      let results = index.search(q);
      if (results.length === 0) results = index.search(q, { combineWith: 'OR' });
      return results.slice(0, MAX_RESULTS).map(toHit);
    },
  };
}
