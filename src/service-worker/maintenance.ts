/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core/types';
import { matchPrecache } from 'workbox-precaching';
import { API_PATHS } from '@shared/api-paths';
import { isGatedPath, MAINTENANCE_PAGE_FILE, MAINTENANCE_PATH, readMaintenanceStatus } from '@shared/maintenance';

/**
 * Maintenance mode in the installed app (decision 0029): while the switch is on, every public navigation (a
 * precached page included) is answered with the precached maintenance page, at the address the visitor asked for.
 * The worker keeps the last state it heard of: when it was off, navigations are answered at once and the state is
 * asked for behind them; when it was on, each navigation waits a moment for the current state, so the site opens
 * again as soon as the switch is off.
 */

const STATE_CACHE = 'clinic-maintenance-v1';
const STATE_KEY = '/maintenance-state';
/** While the site is open, the state is asked for at most this often (behind navigations, never before them). */
const ASK_EVERY_MS = 30_000;
/** While it is in maintenance, a navigation waits this long for the current state before showing the page again. */
const WAIT_MS = 3_000;

let saved: Promise<boolean> | null = null;
let asking: Promise<boolean | null> | null = null;
let lastAsked = -Infinity;

function readSaved(): Promise<boolean> {
  saved ??= caches
    .open(STATE_CACHE)
    .then((cache) => cache.match(STATE_KEY))
    .then(async (response) => (response ? ((await response.json()) as { on?: unknown }).on === true : false))
    .catch(() => false);
  return saved;
}

async function save(on: boolean): Promise<void> {
  saved = Promise.resolve(on);
  const cache = await caches.open(STATE_CACHE);
  await cache.put(STATE_KEY, new Response(JSON.stringify({ on }), { headers: { 'Content-Type': 'application/json' } }));
}

/** Asks GET /api/maintenance (one request at a time); null when it cannot tell (offline, an error). */
function ask(): Promise<boolean | null> {
  lastAsked = Date.now();
  asking ??= fetch(API_PATHS.maintenance, { cache: 'no-store', credentials: 'omit' })
    .then(async (response) => (response.ok ? readMaintenanceStatus(await response.json()) : null))
    .then(async (on) => {
      if (on !== null) await save(on);
      return on;
    })
    .catch(() => null)
    .finally(() => {
      asking = null;
    });
  return asking;
}

const after = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/**
 * Whether navigations are answered with the maintenance page now. `keepAlive` holds the worker until a state asked
 * for behind the answer has arrived (the event's waitUntil).
 */
export async function isMaintenanceOn(keepAlive: (work: Promise<unknown>) => void): Promise<boolean> {
  if (await readSaved()) return (await Promise.race([ask(), after(WAIT_MS)])) ?? true;
  if (Date.now() - lastAsked >= ASK_EVERY_MS) keepAlive(ask());
  return false;
}

async function maintenancePage(): Promise<Response | undefined> {
  const page = await matchPrecache(`/${MAINTENANCE_PAGE_FILE}`);
  if (!page) return undefined;
  return new Response(page.body, {
    status: 503,
    statusText: 'Service Unavailable',
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * Added to the precache's strategy and to every strategy that answers public navigations: the last word on what a
 * public navigation shows. Sign-in, the admin portal, account and review links and the API are never gated.
 */
export const maintenanceGate: WorkboxPlugin = {
  async handlerWillRespond({ event, request, response }) {
    if (request.mode !== 'navigate') return response;
    const keepAlive = (work: Promise<unknown>) => (event as ExtendableEvent | undefined)?.waitUntil(work);
    const { pathname } = new URL(request.url);
    // A page sent the visitor here because it heard the site is in maintenance: the worker learns it now too, so the
    // next page the app opens is answered with this page at once.
    if (pathname === MAINTENANCE_PATH) {
      keepAlive(ask());
      return response;
    }
    if (!isGatedPath(pathname) || !(await isMaintenanceOn(keepAlive))) return response;
    return (await maintenancePage()) ?? response;
  },
};
