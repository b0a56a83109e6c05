import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!hasMatchMedia()) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const getSnapshot = (): boolean | null => (hasMatchMedia() ? window.matchMedia(QUERY).matches : null);

/** The prerenderer cannot know the visitor's preference. */
const getServerSnapshot = (): null => null;

/**
 * The visitor's reduced-motion preference: `null` while unknown (prerendered HTML, the hydration render,
 * or no matchMedia), then `true` or `false`. During hydration React renders with the server value first
 * and switches to the browser's answer right after, so the first client render matches the HTML.
 */
export function usePrefersReducedMotion(): boolean | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
