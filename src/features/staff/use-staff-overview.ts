import { useCallback, useEffect, useState } from 'react';
import type { StaffOverview } from '@shared/schemas/staff';
import type { StaffApi } from './staff-types';

export type OverviewState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; overview: StaffOverview };

/** The list and the log, loaded on open and again after each change; a failed reload keeps what was shown. */
export function useStaffOverview(api: StaffApi) {
  const [state, setState] = useState<OverviewState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api.overview(controller.signal).then(
      (overview) => setState({ status: 'ready', overview }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : 'The staff list could not be loaded.';
        setState((previous) => (previous.status === 'ready' ? previous : { status: 'error', message }));
      },
    );
    return () => controller.abort();
  }, [api, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { state, reload };
}
