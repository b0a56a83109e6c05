/**
 * How long an api instance may answer a public read from its own short cache (functions/src/core/read-cache.ts):
 * another instance's write shows within this. Shared so the browser tests wait for the promise the API makes.
 */
export const READ_CACHE_TTL_MS = 5_000;
