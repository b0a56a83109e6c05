/**
 * Whether a new version of the site is installed and waiting, and how to switch to it. Filled in by the
 * service worker client once it has loaded; read by the update prompt.
 */
export type UpdateState = { waiting: boolean; accept: () => void };

/** Nothing waiting: the start in the browser, and always in the prerendered HTML. */
export const NO_UPDATE: UpdateState = { waiting: false, accept: () => {} };

let state: UpdateState = NO_UPDATE;
const listeners = new Set<() => void>();

export function getUpdateState(): UpdateState {
  return state;
}

export function setUpdateState(next: UpdateState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeToUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
