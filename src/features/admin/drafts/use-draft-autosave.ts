import { useCallback, useEffect, useRef, useState } from 'react';
import { DRAFT_SAVE_DELAY_MS } from '../constants';
import { draftKey, type DraftStore } from './draft-store';

type AutosaveOptions = {
  store: DraftStore;
  formType: string;
  recordId: string | null;
  value: unknown;
  /** False while the form is loading or a restore offer is waiting for an answer. */
  enabled: boolean;
  /** A form back at its saved state needs no draft. */
  dirty: boolean;
  label: string;
  baseUpdatedAt?: string;
  delayMs?: number;
};

/**
 * Keeps the form's contents on the device: written shortly after each change, and at once when the tab is
 * hidden, closed or reloaded, so a dead battery or a lost connection costs nothing typed.
 */
export function useDraftAutosave({
  store,
  formType,
  recordId,
  value,
  enabled,
  dirty,
  label,
  baseUpdatedAt,
  delayMs = DRAFT_SAVE_DELAY_MS,
}: AutosaveOptions) {
  const pending = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [saved, setSaved] = useState<{ key: string; at: string } | null>(null);
  const key = draftKey(formType, recordId);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const job = pending.current;
    pending.current = null;
    job?.();
  }, []);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);

  useEffect(() => {
    if (!enabled) return;
    pending.current = () => {
      if (!dirty) {
        store.remove(formType, recordId);
        setSaved(null);
        return;
      }
      const now = new Date().toISOString();
      if (store.write(formType, recordId, { savedAt: now, label, data: value, baseUpdatedAt }))
        setSaved({ key, at: now });
    };
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, delayMs);
  }, [enabled, dirty, value, label, baseUpdatedAt, formType, recordId, key, store, delayMs, flush]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      // Leaving the screen (another admin page, sign-out) must not drop the last few keystrokes.
      flush();
    };
  }, [flush]);

  /** When the current form was last kept on the device, for the "Saved on this device" note. */
  const savedAt = saved?.key === key ? saved.at : null;
  return { flush, cancel, savedAt };
}
