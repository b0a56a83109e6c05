import { useCallback, useRef, useState } from 'react';

type SubmitBusyOptions = {
  /**
   * Stay busy after a success: for an action that leaves the screen (signing in or out, a code that finishes a
   * sign-in), so the button cannot be pressed again while the page changes.
   */
  busyAfterSuccess?: boolean;
};

/**
 * One action at a time, with its failure in words. Buttons stay focusable while busy (aria-disabled, not
 * disabled), so a second press reaches the handler and `run` ignores it. A failure keeps what was typed: only
 * the error line changes, to `describe(caught)`.
 */
export function useSubmitBusy(
  describe: (caught: unknown) => string,
  { busyAfterSuccess = false }: SubmitBusyOptions = {},
) {
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The state is read at the last render; a double click can land before the next one.
  const running = useRef(false);

  const run = useCallback(
    async (action: () => Promise<unknown>) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setError(null);
      let failed = false;
      try {
        await action();
      } catch (caught) {
        failed = true;
        setError(describe(caught));
      }
      if (failed || !busyAfterSuccess) {
        running.current = false;
        setBusy(false);
      }
    },
    [describe, busyAfterSuccess],
  );

  return { isBusy, error, setError, run };
}
