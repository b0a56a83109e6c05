import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from './error-message';

type Loaded<T> = { version: number; value: T | null; error: string | null };

/**
 * Something an admin screen loads on mount and on `reload` (a list, a count). Reloading keeps the current value
 * on screen until the new one arrives; a failure says so and offers to try again instead of spinning forever.
 * Keep `load` stable (useCallback): it is loaded again when it changes.
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T>>({ version: -1, value: null, error: null });

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setLoaded({ version, value, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded((previous) => ({ version, value: previous.value, error: errorMessage(error) }));
      },
    );
    return () => controller.abort();
  }, [load, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const loading = loaded.version !== version;
  return { value: loaded.value, error: loading ? null : loaded.error, loading, reload };
}
