/** Longer queries are cut: nobody types more, and every term costs a fuzzy walk of the index. */
export const MAX_QUERY_LENGTH = 100;

/**
 * The query as searched: trimmed, spaces collapsed, at most MAX_QUERY_LENGTH characters. Apart from the search
 * engine (site-search.ts), so the search page reads its query without loading the engine.
 */
export function normalizeQuery(query: string | null | undefined): string {
  return (query ?? '').replace(/\s+/gu, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}
