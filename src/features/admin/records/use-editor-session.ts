import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { mergeDraft, sameFormValue, type DraftStore, type StoredDraft } from '../drafts/draft-store';
import { useDraftAutosave } from '../drafts/use-draft-autosave';
import { EditConflictError } from '../api/records-api';
import type { RecordEditor } from './editor-types';
import { errorMessage } from '../../../lib/error-message';

export type EditorPhase<V, C> =
  | { kind: 'closed' }
  | { kind: 'loading'; id: string | null }
  | { kind: 'failed'; id: string | null; message: string }
  | {
      kind: 'open';
      id: string | null;
      /** The form as loaded (or last saved): "unsaved changes" means different from this. */
      baseline: V;
      context: C;
      updatedAt?: string;
      /** A draft found on the device, waiting for Restore or Discard. */
      offer: StoredDraft | null;
      /** A save refused because someone else saved first (409): the record as it is now. */
      conflict?: { current: unknown; message: string };
    };

export type SaveOutcome =
  | { kind: 'invalid' }
  | { kind: 'saved'; message: string; stillOpen: boolean }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict'; message: string };

/**
 * One popup editing session: create (id null) or edit (the record is loaded before the form shows), the
 * offer of a draft kept on the device, autosaving to the device, and saving to the API.
 */
export function useEditorSession<R, V, C>(editor: RecordEditor<R, V, C>, drafts: DraftStore) {
  const [phase, setPhase] = useState<EditorPhase<V, C>>({ kind: 'closed' });
  const [value, setValue] = useState<V | null>(null);
  // The problems found by the last save attempt, with the form as it was then: a field's message goes away
  // as soon as that field changes, and the summary is focused once per attempt.
  const [checked, setChecked] = useState<{ errors: Record<string, string>; value: V | null; attempt: number }>({
    errors: {},
    value: null,
    attempt: 0,
  });
  const setErrors = useCallback(
    (errors: Record<string, string>, snapshot: V | null = null) =>
      setChecked((previous) => ({
        errors,
        value: snapshot,
        attempt: previous.attempt + (snapshot && Object.keys(errors).length > 0 ? 1 : 0),
      })),
    [],
  );
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const loading = useRef<AbortController | null>(null);
  const inFlight = useRef(false);
  // The version the form was loaded from (or last saved as), sent as If-Match. A ref: "Keep mine" moves it on and
  // saves at once, before a render could hand save() a new phase.
  const version = useRef<string | undefined>(undefined);
  // The latest form value and phase, for a save that finishes after the admin kept typing or closed the popup.
  const latestValue = useRef<V | null>(null);
  const latestPhase = useRef(phase);
  useEffect(() => {
    if (value !== null) latestValue.current = value;
    latestPhase.current = phase;
  }, [value, phase]);

  const revive = useCallback(
    (base: V, data: unknown) => {
      const merged = mergeDraft(base, data);
      return editor.normalize ? editor.normalize(merged) : merged;
    },
    [editor],
  );

  const open = useCallback(
    (id: string | null, options: { applyDraft?: boolean } = {}) => {
      loading.current?.abort();
      const controller = new AbortController();
      loading.current = controller;
      setPhase({ kind: 'loading', id });
      version.current = undefined;
      setValue(null);
      setErrors({});
      setSaveError(null);
      editor.load(id, controller.signal).then(
        ({ value: loaded, context, updatedAt, version: loadedVersion }) => {
          if (controller.signal.aborted) return;
          version.current = loadedVersion;
          const stored = drafts.read(editor.formType, id);
          const restored = stored ? revive(loaded, stored.data) : null;
          const differs = restored !== null && !sameFormValue(restored, loaded);
          if (stored && !differs) drafts.remove(editor.formType, id);
          const applyNow = differs && options.applyDraft === true;
          latestValue.current = applyNow && restored ? restored : loaded;
          setValue(applyNow && restored ? restored : loaded);
          setPhase({
            kind: 'open',
            id,
            baseline: loaded,
            context,
            updatedAt,
            offer: differs && !applyNow ? stored : null,
          });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setPhase({ kind: 'failed', id, message: errorMessage(error) });
        },
      );
    },
    [editor, drafts, revive, setErrors],
  );

  const retry = useCallback(() => {
    if (phase.kind === 'failed') open(phase.id);
  }, [phase, open]);

  const errors = useMemo(() => {
    const then = checked.value as Record<string, unknown> | null;
    const now = value as Record<string, unknown> | null;
    if (!then || !now) return checked.errors;
    return Object.fromEntries(
      Object.entries(checked.errors).filter(([name]) => !(name in now) || sameFormValue(now[name], then[name])),
    );
  }, [checked, value]);

  const isOpen = phase.kind === 'open';
  const dirty = phase.kind === 'open' && value !== null && !sameFormValue(value, phase.baseline);
  const autosave = useDraftAutosave({
    store: drafts,
    formType: editor.formType,
    recordId: phase.kind === 'closed' ? null : phase.id,
    value,
    enabled: isOpen && phase.offer === null && value !== null,
    dirty,
    label: value === null ? '' : editor.draftLabel(value),
    baseUpdatedAt: isOpen ? phase.updatedAt : undefined,
  });
  const { flush: flushDraft, cancel: cancelDraft } = autosave;

  const restoreDraft = useCallback(() => {
    if (phase.kind !== 'open' || !phase.offer) return;
    setValue(revive(phase.baseline, phase.offer.data));
    setPhase({ ...phase, offer: null });
  }, [phase, revive]);

  const discardDraft = useCallback(() => {
    if (phase.kind !== 'open') return;
    drafts.remove(editor.formType, phase.id);
    setValue(phase.baseline);
    setPhase({ ...phase, offer: null });
  }, [phase, drafts, editor]);

  /** Closes the popup. Unsaved changes are written to the device first, never thrown away. */
  const close = useCallback(() => {
    loading.current?.abort();
    flushDraft();
    setPhase({ kind: 'closed' });
    setValue(null);
    setErrors({});
    setSaveError(null);
  }, [flushDraft, setErrors]);

  const update = useCallback((change: (previous: V) => V) => {
    setValue((previous) => (previous === null ? previous : change(previous)));
  }, []);

  /** Checks the form (plus `extraChecks`, e.g. the slug clash check), then sends it. */
  const save = useCallback(
    async (extraChecks: () => Promise<Record<string, string>>): Promise<SaveOutcome | null> => {
      // A ref, not state: a second tap before the next render must not send the record twice.
      if (phase.kind !== 'open' || value === null || inFlight.current) return null;
      inFlight.current = true;
      const snapshot = value;
      let problems: Record<string, string>;
      try {
        problems = { ...editor.validate(snapshot, phase.context), ...(await extraChecks()) };
      } catch (error) {
        inFlight.current = false;
        throw error;
      }
      setErrors(problems, snapshot);
      if (Object.keys(problems).length > 0) {
        inFlight.current = false;
        return { kind: 'invalid' };
      }
      setSaving(true);
      setSaveError(null);
      flushDraft();
      try {
        const { record, message, version: savedVersion } = await editor.save(phase.id, snapshot, version.current);
        version.current = savedVersion;
        const current = latestPhase.current;
        const stillHere = current.kind === 'open' && current.id === phase.id;
        const typedMeanwhile = !sameFormValue(latestValue.current, snapshot);
        if (typedMeanwhile && stillHere) {
          // Edited while the request was on its way: the popup stays open on the saved record, and the newer
          // changes stay unsaved (and on the device) until the next Save.
          drafts.remove(editor.formType, phase.id);
          setPhase({ kind: 'open', id: editor.idOf(record), baseline: snapshot, context: phase.context, offer: null });
          return { kind: 'saved', message, stillOpen: true };
        }
        if (!typedMeanwhile) {
          cancelDraft();
          drafts.remove(editor.formType, phase.id);
        }
        if (stillHere) {
          setPhase({ kind: 'closed' });
          setValue(null);
          setErrors({});
        }
        return { kind: 'saved', message, stillOpen: false };
      } catch (error) {
        const message = errorMessage(error);
        setSaveError(message);
        if (error instanceof EditConflictError) {
          // Nothing typed is lost: the form keeps its value (and the device its draft) until the admin chooses.
          setPhase((current) =>
            current.kind === 'open' ? { ...current, conflict: { current: error.current, message } } : current,
          );
          return { kind: 'conflict', message };
        }
        return { kind: 'failed', message };
      } finally {
        inFlight.current = false;
        setSaving(false);
      }
    },
    [phase, value, editor, drafts, setErrors, flushDraft, cancelDraft],
  );

  /** "Keep mine": the next save goes on top of the version someone else saved (a new revision). */
  const keepMine = useCallback(() => {
    if (phase.kind !== 'open' || !phase.conflict) return;
    version.current = (phase.conflict.current as { version?: string }).version;
    setPhase({ ...phase, conflict: undefined });
    setSaveError(null);
  }, [phase]);

  /** "Take theirs": the form and the device's draft give way to the record as saved by someone else. */
  const takeTheirs = useCallback(() => {
    if (phase.kind !== 'open' || !phase.conflict || !phase.id) return;
    cancelDraft();
    drafts.remove(editor.formType, phase.id);
    open(phase.id);
  }, [phase, cancelDraft, drafts, editor, open]);

  return {
    phase,
    value,
    errors,
    /** Counts save attempts that found problems, so the error summary can take focus once per attempt. */
    failedChecks: checked.attempt,
    saving,
    saveError,
    dirty,
    savedOnDeviceAt: autosave.savedAt,
    open,
    retry,
    close,
    update,
    restoreDraft,
    discardDraft,
    save,
    keepMine,
    takeTheirs,
  };
}

export type EditorSession<R, V, C> = ReturnType<typeof useEditorSession<R, V, C>>;
