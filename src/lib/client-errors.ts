import type { ClientErrorSource } from '../shared/schemas/client-report';

/**
 * Where the app hands over an error it caught (decision 0020): the error boundary, a lazy page that failed to
 * load, the service worker's registration. Until the reporter has loaded (after the page is idle), errors wait
 * here, a few at most; then each goes straight to it. Tiny on purpose: it is part of every page's first load.
 */
export type CaughtError = { source: ClientErrorSource; error: unknown };

const MAX_WAITING = 10;
const waiting: CaughtError[] = [];
let deliver: ((caught: CaughtError) => void) | undefined;

export function reportClientError(source: ClientErrorSource, error: unknown): void {
  if (deliver) deliver({ source, error });
  else if (waiting.length < MAX_WAITING) waiting.push({ source, error });
}

/** The reporter takes over: what waited is delivered now, the rest as it comes. */
export function takeClientErrors(next: (caught: CaughtError) => void): void {
  deliver = next;
  for (const caught of waiting.splice(0)) next(caught);
}
