/**
 * The files the build writes for site search (tools/build/search-index.ts): the bundled pages' documents, in dist/
 * (fetched by the browser, precached by the service worker) and beside the server build (read by the `pages`
 * function); and the search page prerendered with no query, which the service worker answers `/search?q=…`
 * navigations with when the network fails.
 */
export const SEARCH_INDEX_FILE = 'search-index.json';
export const SEARCH_INDEX_URL = `/${SEARCH_INDEX_FILE}`;
export const SEARCH_SHELL_FILE = 'search-shell.html';
export const SEARCH_SHELL_URL = `/${SEARCH_SHELL_FILE}`;
