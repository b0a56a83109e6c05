import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once React runs the page. Forms use it to keep
 * their submit buttons inert until their handlers exist: a click before then would otherwise submit the
 * form natively, reload the page and lose what the visitor typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
