import type { SearchKind } from '../schemas/search-document';

/** A part of a result's excerpt; `match` marks a word the query found. */
export type ExcerptPart = { text: string; match?: true };
/** One result of site search, as the page lists it (and as the server embeds it for hydration). */
export type SearchHit = { id: string; kind: SearchKind; title: string; url: string; excerpt: ExcerptPart[] };
/** What the search page shows: the query as searched and its results. */
export type SearchPageData = { query: string; results: SearchHit[] };
