const RELOADED_KEY = 'clinic.chunk-reload';

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
 * Imports a lazy page; when the import fails (typically: a deploy replaced the chunk this tab was built
 * against, or the connection dropped) the page reloads once to pick up the current build. A second
 * failure is left to the route's error boundary, which explains and offers a reload button, so a broken
 * network never loops.
 */
export async function loadPage<T>(load: () => Promise<T>): Promise<T> {
  try {
    const module = await load();
    writeReloaded(null);
    return module;
  } catch (error) {
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
