import { useCallback, useState } from 'react';
import { formatTorontoTime } from '@shared/schedule';
import type { FieldChange, RecordHistory } from '../editor-types';
import { errorMessage } from '../../../../lib/error-message';
import { useLoaded } from '../../../../lib/use-loaded';
import type { RevisionSummary } from '../../api/records-api';
import { FieldChangesTable } from './FieldChangesTable';

const ACTIONS: Record<RevisionSummary['action'], string> = {
  create: 'Created',
  update: 'Saved',
  restore: 'Restored',
};

type HistoryPanelProps<R> = {
  history: RecordHistory<R>;
  id: string;
  /** Restored: the record as it is now, and the server's sentence. */
  onRestored: (message: string) => void;
  onFailed: (message: string) => void;
};

/** The saved versions of a record, newest first: what changed (field by field) and Restore. */
export function HistoryPanel<R>({ history, id, onRestored, onFailed }: HistoryPanelProps<R>) {
  const [open, setOpen] = useState(false);
  const load = useCallback(
    (signal: AbortSignal) => (open ? history.list(id, signal) : Promise.resolve([] as RevisionSummary[])),
    [history, id, open],
  );
  const list = useLoaded(load);
  const [comparing, setComparing] = useState<{ revisionId: string; changes: FieldChange[] | null; error?: string }>();
  const [restoring, setRestoring] = useState(false);

  const compare = async (revisionId: string) => {
    setComparing({ revisionId, changes: null });
    try {
      setComparing({ revisionId, changes: await history.compare(id, revisionId) });
    } catch (error) {
      setComparing({ revisionId, changes: [], error: errorMessage(error) });
    }
  };

  const restore = async (revisionId: string) => {
    if (restoring) return;
    setRestoring(true);
    try {
      onRestored((await history.restore(id, revisionId)).message);
    } catch (error) {
      onFailed(errorMessage(error));
    } finally {
      setRestoring(false);
    }
  };

  return (
    <details className="editor-history" onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}>
      <summary>History</summary>
      {list.error && <p role="alert">The history could not be loaded. {list.error}</p>}
      {open && list.loading && !list.value?.length && <p>Loading the history…</p>}
      <ol className="plain-list editor-history__list">
        {(list.value ?? []).map((revision, index) => {
          const when = formatTorontoTime(revision.at);
          const shown = comparing?.revisionId === revision.revision_id ? comparing : undefined;
          return (
            <li key={revision.revision_id} className="editor-history__item">
              <p>
                <strong>{ACTIONS[revision.action]}</strong> {when}
                {revision.by ? ` by ${revision.by}` : ''}
                {revision.note ? `: ${revision.note}` : ''}
                {index === 0 ? ' (current version)' : ''}
                <br />“{revision.title}”
              </p>
              {index > 0 && (
                <div className="record-card__actions">
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    aria-expanded={Boolean(shown)}
                    onClick={() => (shown ? setComparing(undefined) : void compare(revision.revision_id))}
                  >
                    {shown ? 'Hide changes' : 'Compare with now'}
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`Restore the version of ${when}`}
                    aria-disabled={restoring || undefined}
                    onClick={() => void restore(revision.revision_id)}
                  >
                    Restore this version
                  </button>
                </div>
              )}
              {shown && <Changes changes={shown.changes} error={shown.error} />}
            </li>
          );
        })}
      </ol>
    </details>
  );
}

function Changes({ changes, error }: { changes: FieldChange[] | null; error?: string }) {
  if (error) return <p role="alert">The versions could not be compared. {error}</p>;
  if (!changes) return <p>Comparing…</p>;
  if (changes.length === 0) return <p>This version is the same as now.</p>;
  return (
    <FieldChangesTable
      className="editor-history__changes"
      changes={changes}
      versionHeading="This version"
      currentHeading="Now"
    />
  );
}
