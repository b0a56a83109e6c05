import { useSyncExternalStore } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(REDUCED_MOTION_QUERY);
}

/** Whether the visitor asked for less motion right now. False outside a browser (prerender, old browsers). */
export function prefersReducedMotion(): boolean {
  return mediaQuery()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const snapshot = (): boolean | null => mediaQuery()?.matches ?? null;
/** The prerenderer cannot know the visitor's preference. */
const serverSnapshot = (): null => null;

/**
 * `prefers-reduced-motion: reduce`, kept up to date when the setting changes: `null` while unknown (the server
 * render, the hydrating render, a browser without matchMedia), then `true` or `false`. The hydrating render reads
 * the server's `null`, then React re-renders with the real value (no mismatch).
 */
export function useReducedMotion(): boolean | null {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
