/// <reference lib="webworker" />
import { SKIP_WAITING_MESSAGE } from '@shared/pwa/messages';

/**
 * A new version installs in the background and waits; it takes over only when the visitor accepts the
 * "new version" prompt, so a page is never swapped under someone who is reading or typing.
 */
export function listenForUpdateAcceptance(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) void sw.skipWaiting();
  });
}
