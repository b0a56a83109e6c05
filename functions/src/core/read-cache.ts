import { READ_CACHE_TTL_MS } from '@shared/read-cache-ttl';

/**
 * A short in-instance cache for public reads. Writes made by this instance clear the collection's entries
 * at once; other instances' writes show within READ_CACHE_TTL_MS (the CDN's s-maxage is longer anyway). Admin
 * reads never go through it.
 */
const MAX_ENTRIES = 500;

const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
/** `npm run bench:api` measures server rendering with every read going to Firestore. */
const DISABLED = process.env.CLINIC_READ_CACHE === 'off';

export function readThrough<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  if (DISABLED) return load();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { expires: now + READ_CACHE_TTL_MS, value });
  // A failed load must not be served from the cache.
  value.catch(() => entries.delete(key));
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return value;
}

export function invalidateReads(prefix: string): void {
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}
