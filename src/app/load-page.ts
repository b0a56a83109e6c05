import { reportClientError } from '../lib/client-errors';

const RELOADED_KEY = 'clinic.chunk-reload';

/** Spec, section 9: a lazy script chunk that has not arrived after 120 seconds counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** The error of a chunk that did not arrive in time; handled exactly like one that failed to load. */
export const CHUNK_TIMEOUT_MESSAGE = 'A script chunk did not load in time.';

// Storage can be unavailable (some private modes): then no reload is attempted, never a loop.
function readReloaded(): string | null {
  try {
    return sessionStorage.getItem(RELOADED_KEY);
  } catch {
    return window.location.pathname;
  }
}

function writeReloaded(value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(RELOADED_KEY);
    else sessionStorage.setItem(RELOADED_KEY, value);
  } catch {
    // See readReloaded.
  }
}

/**
 * The import, or a CHUNK_TIMEOUT_MESSAGE error once `ms` have passed without it. Browsers give a stalled module request no
 * time limit of their own, so without this a page on a stalled connection would show its spinner for ever.
 */
function withTimeout<T>(load: () => Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(CHUNK_TIMEOUT_MESSAGE)), ms);
  });
  return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Imports a lazy page; when the import fails or takes longer than CHUNK_TIMEOUT_MS (typically: a deploy replaced
 * the chunk this tab was built against, or the connection dropped or stalled) the page reloads once to pick up the
 * current build. A second failure is left to the route's error boundary, which explains and offers a reload
 * button, so a broken network never loops.
 */
export async function loadPage<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  try {
    const module = await withTimeout(load, timeoutMs);
    writeReloaded(null);
    return module;
  } catch (error) {
    // Reported before the reload too, though a reload before the reporter has loaded loses it: a repeat is not lost.
    reportClientError('chunk-load', error);
    const path = window.location.pathname;
    if (navigator.onLine && readReloaded() !== path) {
      writeReloaded(path);
      window.location.reload();
      // Keep the page suspended until the reload replaces it.
      return new Promise<T>(() => {});
    }
    throw error;
  }
}
