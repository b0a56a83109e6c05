import type { ClientErrorSource } from '../shared/schemas/client-report';

/**
 * Where the app hands over an error it caught (decision 0020): the window's listeners, the error boundary, a lazy
 * page that failed to load, the service worker's registration. Until the reporter has loaded, errors wait here,
 * a few at most, and the first one wakes the loader; then each goes straight to the reporter. Tiny on purpose:
 * it is part of every page's first load.
 */
export type CaughtError = { source: ClientErrorSource; error: unknown };

const MAX_WAITING = 10;
const waiting: CaughtError[] = [];
let deliver: ((caught: CaughtError) => void) | undefined;
let wake: (() => void) | undefined;

export function reportClientError(source: ClientErrorSource, error: unknown): void {
  if (deliver) return deliver({ source, error });
  if (waiting.length < MAX_WAITING) waiting.push({ source, error });
  wake?.();
}

/** Calls `callback` as soon as an error waits (at once if one already does), so the reporter loads only then. */
export function whenClientErrorWaits(callback: () => void): void {
  wake = callback;
  if (waiting.length) callback();
}

/** The reporter takes over: what waited is delivered now, the rest as it comes. */
export function takeClientErrors(next: (caught: CaughtError) => void): void {
  deliver = next;
  wake = undefined;
  for (const caught of waiting.splice(0)) next(caught);
}
