import { useSyncExternalStore } from 'react';

/** A module loaded on first use (e.g. a menu panel on hover or focus) and shared by every component that uses it. */
export type OnDemand<T> = {
  /** Starts loading, once; a failed load may be tried again. */
  load: () => Promise<T>;
  subscribe: (listener: () => void) => () => void;
  /** The module once it has loaded. */
  current: () => T | undefined;
};

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    load: () => {
      pending ??= importer().then(
        (loaded) => {
          value = loaded;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => value,
  };
}

/** Starts loading and ignores a failure: for intent (hover, focus), where the open action tries again. */
export const preload = <T>(module: OnDemand<T>) => void module.load().catch(() => {});

/**
 * The module once loaded, else undefined. Always undefined in the prerendered HTML and during hydration, so
 * what is rendered from it (an open panel) is never part of the server's markup.
 */
export function useOnDemand<T>(module: OnDemand<T>): T | undefined {
  return useSyncExternalStore(module.subscribe, module.current, () => undefined);
}
