/**
 * Whether a new version of the site is installed and waiting, and how to switch to it. Filled in by the
 * service worker client once it has loaded; read by the update prompt.
 */
type UpdateState = { waiting: boolean; accept: () => void };

let state: UpdateState = { waiting: false, accept: () => {} };
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
