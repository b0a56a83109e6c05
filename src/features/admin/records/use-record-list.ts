import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from './error-message';

type Loaded<R> = { version: number; records: R[] | null; error: string | null };

/**
 * The list on an admin screen. Reloading keeps the current cards on screen until the new list arrives;
 * a failure says so and offers to try again instead of spinning forever.
 */
export function useRecordList<R>(list: (signal?: AbortSignal) => Promise<R[]>) {
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<R>>({ version: -1, records: null, error: null });

  useEffect(() => {
    const controller = new AbortController();
    list(controller.signal).then(
      (records) => setLoaded({ version, records, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded((previous) => ({ version, records: previous.records, error: errorMessage(error) }));
      },
    );
    return () => controller.abort();
  }, [list, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const loading = loaded.version !== version;
  return { records: loaded.records, error: loading ? null : loaded.error, loading, reload };
}
