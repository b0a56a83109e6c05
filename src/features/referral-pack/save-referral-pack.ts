import { REFERRAL_PACK_CACHE, REFERRAL_PACK_PAGES, REFERRAL_PACK_SAVED_KEY } from './constants';
import { notifySavedAtChange, ReferralPackError } from './referral-pack-status';

// The status half (what the page shows as it loads) is its own module; this one, the saving, loads on demand.
export {
  getReferralPackStatus,
  onSavedAtChange,
  readSavedAt,
  ReferralPackError,
  referralPackStatus,
  type ReferralPackStatus,
} from './referral-pack-status';

export const SERVICE_WORKER_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ReferralPackError(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The same-origin scripts and stylesheets a saved HTML page loads; without them the page would open
 * offline unstyled. Hashed files under /assets/ plus the early scripts. A prerendered page names the app's
 * entry and preloads on /hydrate.js's tag (data-entry, data-preload), which adds them after the first paint.
 */
export function pageAssets(html: string, origin: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const refs = [...doc.querySelectorAll('script[src]')].map((el) => el.getAttribute('src'));
  for (const script of doc.querySelectorAll('script[data-entry]')) {
    refs.push(script.getAttribute('data-entry'), ...(script.getAttribute('data-preload') ?? '').split(/\s+/));
  }
  for (const link of doc.querySelectorAll('link[href]')) {
    if (/\b(stylesheet|modulepreload)\b/i.test(link.getAttribute('rel') ?? '')) refs.push(link.getAttribute('href'));
  }
  const assets = new Set<string>();
  for (const ref of refs) {
    if (!ref) continue;
    const url = new URL(ref, origin);
    if (url.origin === origin && /\.(?:css|js)$/.test(url.pathname)) assets.add(url.pathname);
  }
  return [...assets];
}

/**
 * Cache.put keeps a redirected response's `redirected` flag, and browsers refuse such a response for a
 * navigation; a copy without the flag serves normally.
 */
async function storable(response: Response): Promise<Response> {
  if (!response.redirected) return response;
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

async function download(path: string, mode: RequestCache): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { cache: mode, credentials: 'same-origin' });
  } catch {
    throw new ReferralPackError(
      'The pack could not be downloaded. Check your internet connection and try again. Your previous saved copy, if any, is unchanged.',
    );
  }
  if (!response.ok) {
    throw new ReferralPackError(
      `Part of the pack (${path}) could not be downloaded (error ${response.status}). Please try again later. Your previous saved copy, if any, is unchanged.`,
    );
  }
  return storable(response);
}

/**
 * Downloads the pack into its own cache, which the service worker serves when the network is gone.
 * Nothing is written until every file has arrived, so a failure leaves the previous copy and its time intact.
 */
export async function saveReferralPack(
  options: { timeoutMs?: number; now?: () => number } = {},
): Promise<{ savedAt: number }> {
  const { timeoutMs = SERVICE_WORKER_TIMEOUT_MS, now = Date.now } = options;
  if (typeof caches === 'undefined') {
    throw new ReferralPackError(
      'This browser cannot save pages for offline use. You can still print the referral form or download the contact card now.',
    );
  }
  if (!('serviceWorker' in navigator)) {
    throw new ReferralPackError(
      'This browser cannot open saved pages without an internet connection (it has no service worker support). You can still print the referral form or download the contact card now.',
    );
  }
  // Without the service worker the saved copy could not be served offline, so there is no point saving.
  const registration = await withTimeout(
    navigator.serviceWorker.ready,
    timeoutMs,
    'The offline helper for this site has not started. Reload the page and try again; if this keeps happening, your browser may be blocking it (for example in a private window).',
  );

  // The pages a visit opens are the installed version's; have the browser look for a newer one too, which
  // installs in the background and offers itself with the update prompt.
  await registration.update?.().catch(() => undefined);

  const entries = new Map<string, Response>();
  const assets = new Set<string>();
  for (const page of REFERRAL_PACK_PAGES) {
    // `reload` skips the HTTP cache: the point is the latest criteria and form, not a copy from last month.
    const response = await download(page, 'reload');
    const isHtml = (response.headers.get('Content-Type') ?? '').includes('text/html');
    // A missing file comes back as the app shell (HTML) with status 200; never save that as the card.
    if (isHtml && page.endsWith('.vcf')) {
      throw new ReferralPackError(
        'The clinic contact card is missing from this site at the moment. Please try again later. Your previous saved copy, if any, is unchanged.',
      );
    }
    entries.set(page, response);
    if (isHtml) {
      for (const asset of pageAssets(await response.clone().text(), location.origin)) assets.add(asset);
    }
  }
  // Hashed asset names change with every build, so the normal HTTP cache is safe for them.
  for (const asset of assets) entries.set(asset, await download(asset, 'default'));

  const cache = await caches.open(REFERRAL_PACK_CACHE);
  await Promise.all([...entries].map(([path, response]) => cache.put(path, response)));
  // Drop what an earlier save stored that this one no longer needs (assets of an older build).
  const wanted = new Set([...entries.keys()].map((path) => new URL(path, location.origin).href));
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url)) await cache.delete(request);
  }

  // Persistent storage keeps the browser from clearing the pack to free space; a refusal is fine.
  await navigator.storage?.persist?.().catch(() => false);

  const savedAt = now();
  try {
    localStorage.setItem(REFERRAL_PACK_SAVED_KEY, String(savedAt));
  } catch {
    // The pack is saved even if its time cannot be recorded; the panel then shows no date.
  }
  notifySavedAtChange();
  return { savedAt };
}

/**
 * Whether every page of the pack is still in its cache: browsers may clear storage, and the saved time
 * would then claim a copy that no longer exists. Null when this browser cannot tell.
 */
export async function isReferralPackCached(): Promise<boolean | null> {
  if (typeof caches === 'undefined') return null;
  try {
    if (!(await caches.has(REFERRAL_PACK_CACHE))) return false;
    const cache = await caches.open(REFERRAL_PACK_CACHE);
    const found = await Promise.all(REFERRAL_PACK_PAGES.map((page) => cache.match(page)));
    return found.every(Boolean);
  } catch {
    return null;
  }
}
