import { useCallback, useEffect, useState } from 'react';
import { formatTorontoTime } from '@shared/schedule';
import type { TrashEntry } from '../../api/records-api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { RecordTrash } from '../editor-types';
import { errorMessage } from '../../../../lib/error-message';
import { useLoaded } from '../../../../lib/use-loaded';

type TrashSectionProps<R> = {
  trash: RecordTrash<R>;
  noun: string;
  /** Changes whenever a delete or restore elsewhere may have changed the trash. */
  version: number;
  onChanged: (outcome: { kind: 'success' | 'error'; message: string }) => void;
};

/** Deleted records, restorable for 30 days with their address: Restore, or Delete forever (asked first). */
export function TrashSection<R>({ trash, noun, version, onChanged }: TrashSectionProps<R>) {
  const [open, setOpen] = useState(false);
  const load = useCallback(
    (signal: AbortSignal) => (open ? trash.list(signal) : Promise.resolve([] as TrashEntry[])),
    [trash, open],
  );
  const list = useLoaded(load);
  const { reload } = list;
  // A delete or an Undo on the main list changes the trash too.
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  const [forgetting, setForgetting] = useState<TrashEntry | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      const { message } = await action();
      onChanged({ kind: 'success', message });
    } catch (error) {
      onChanged({ kind: 'error', message: errorMessage(error) });
    } finally {
      setBusy(false);
      setForgetting(null);
      list.reload();
    }
  };

  const entries = list.value ?? [];
  return (
    <details className="trash-section" onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}>
      <summary>Trash</summary>
      <p className="form-field__hint">
        Deleted {noun}s stay here for 30 days, and their addresses stay reserved. Restore brings one back as it was.
      </p>
      {list.error && <p role="alert">The trash could not be loaded. {list.error}</p>}
      {open && list.value && entries.length === 0 && <p>The trash is empty.</p>}
      <ul className="plain-list trash-section__list" aria-busy={list.loading || undefined}>
        {entries.map((entry) => (
          <li key={entry.id} className="trash-section__item">
            <p className="trash-section__title">{entry.title || entry.slug_url}</p>
            <p className="form-field__hint">
              /{entry.slug_url} · deleted {formatTorontoTime(entry.deletedAt)}
              {entry.deletedBy ? ` by ${entry.deletedBy}` : ''} · kept until {formatTorontoTime(entry.expiresAt)}
            </p>
            <div className="record-card__actions">
              <button
                type="button"
                className="button button--small"
                aria-label={`Restore: ${entry.title || entry.slug_url}`}
                aria-disabled={busy || undefined}
                onClick={() => !busy && void run(async () => ({ message: (await trash.restore(entry.id)).message }))}
              >
                Restore
              </button>
              <button
                type="button"
                className="button button--small button--secondary"
                aria-label={`Delete forever: ${entry.title || entry.slug_url}`}
                onClick={() => setForgetting(entry)}
              >
                Delete forever
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={forgetting !== null}
        title={`Delete this ${noun} forever?`}
        confirmLabel="Delete forever"
        busy={busy}
        onConfirm={() => forgetting && void run(() => trash.deleteForever(forgetting.id))}
        onCancel={() => setForgetting(null)}
      >
        <p>
          “{forgetting?.title || forgetting?.slug_url}” and its history will be removed for good, and its address will
          be free for another {noun}. This cannot be undone.
        </p>
      </ConfirmDialog>
    </details>
  );
}
