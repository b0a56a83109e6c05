import { LoadingStatus } from '../../../../components/LoadingStatus';
import type { RecordEditor } from '../editor-types';

type RecordGridProps<R> = {
  editor: Pick<RecordEditor<R, unknown, unknown>, 'labels' | 'noun' | 'idOf' | 'nameOf' | 'renderCard'>;
  records: R[] | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onEdit: (id: string) => void;
  onDelete: (record: R) => void;
};

/** The cards of an admin list, with Edit and Delete buttons whose accessible names say which record. */
export function RecordGrid<R>({ editor, records, loading, error, onRetry, onEdit, onDelete }: RecordGridProps<R>) {
  if (error) {
    return (
      <div className="admin-problem" role="alert">
        <p>
          The {editor.noun} list could not be loaded. {error}
        </p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (!records) return <LoadingStatus label={`Loading the ${editor.noun} list…`} />;
  if (records.length === 0) return <p className="admin-section__empty">{editor.labels.empty}</p>;

  return (
    <ul className="plain-list record-grid" aria-busy={loading || undefined}>
      {records.map((record) => {
        const id = editor.idOf(record);
        const name = editor.nameOf(record);
        return (
          <li key={id} className="record-card">
            <div className="record-card__body">{editor.renderCard(record)}</div>
            <div className="record-card__actions">
              <button
                type="button"
                className="button button--small"
                aria-label={`${editor.labels.edit}: ${name}`}
                onClick={() => onEdit(id)}
              >
                {editor.labels.edit}
              </button>
              <button
                type="button"
                className="button button--small button--secondary"
                aria-label={`${editor.labels.remove}: ${name}`}
                onClick={() => onDelete(record)}
              >
                {editor.labels.remove}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
