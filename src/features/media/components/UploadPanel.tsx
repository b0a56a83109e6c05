import { useId, useState, type DragEvent } from 'react';
import { Field } from '../../../components/form/fields';
import type { MediaApi } from '../api/media-api';
import type { UploadEntry } from '../use-upload-queue';
import { DescribeUpload } from './DescribeUpload';

type UploadPanelProps = {
  api: MediaApi;
  entries: UploadEntry[];
  onFiles: (files: File[]) => void;
  onRetry: (id: string) => void;
  onCancel: (id: string) => void;
  onDismiss: (id: string) => void;
  onDescribed: () => void;
};

const filesOf = (list: FileList | null | undefined): File[] => (list ? Array.from(list) : []);

/**
 * Several images at once: the file picker (a phone offers its camera or its gallery for `image/*`), or dropped on
 * the panel on a computer. Each file gets its own row: progress, then its description, or why it was refused.
 */
export function UploadPanel({ api, entries, onFiles, onRetry, onCancel, onDismiss, onDescribed }: UploadPanelProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = filesOf(event.dataTransfer?.files);
    if (dropped.length) onFiles(dropped);
  };

  return (
    <section className="media-upload" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="media-upload__heading">
        Add images
      </h2>
      <div
        className={`media-upload__drop${dragging ? ' media-upload__drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Field
          id={inputId}
          label="Choose images"
          hint={
            <>
              JPEG, PNG, WebP or AVIF, up to 5 MB each; choose several at once. On a phone, take a photo or pick from
              the gallery. <span className="media-upload__drag-hint">Or drag images onto this box.</span>
            </>
          }
        >
          {(control) => (
            <input
              {...control}
              className="media-upload__input"
              type="file"
              accept="image/*"
              multiple
              onChange={(event) => {
                const chosen = filesOf(event.target.files);
                event.target.value = '';
                if (chosen.length) onFiles(chosen);
              }}
            />
          )}
        </Field>
      </div>
      {entries.length > 0 && (
        <ul className="media-upload__list" aria-label="Uploads">
          {entries.map((entry) => (
            <UploadRow
              key={entry.id}
              api={api}
              entry={entry}
              onRetry={onRetry}
              onCancel={onCancel}
              onDismiss={onDismiss}
              onDescribed={onDescribed}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

type UploadRowProps = Omit<UploadPanelProps, 'entries' | 'onFiles'> & { entry: UploadEntry };

function UploadRow({ api, entry, onRetry, onCancel, onDismiss, onDescribed }: UploadRowProps) {
  const progressId = useId();
  const percent = Math.round(entry.progress * 100);
  const problem = entry.status === 'refused' || entry.status === 'failed';
  return (
    <li className={`media-upload__row media-upload__row--${entry.status}`}>
      <p className="media-upload__name">{entry.fileName}</p>
      {entry.status === 'uploading' && (
        <div className="media-upload__progress">
          <label htmlFor={progressId} className="visually-hidden">
            Upload of {entry.fileName}
          </label>
          <progress id={progressId} max={100} value={percent}>
            {percent}%
          </progress>
          <span aria-hidden="true">{percent}%</span>
        </div>
      )}
      <p className={problem ? 'form-field__error' : 'media-upload__message'} role={problem ? 'alert' : 'status'}>
        {problem && <span aria-hidden="true">⚠ </span>}
        {entry.message}
      </p>
      {entry.status === 'uploaded' && entry.name && (
        <DescribeUpload api={api} name={entry.name} fileName={entry.fileName} onDescribed={onDescribed} />
      )}
      <div className="media-upload__actions">
        {(entry.status === 'waiting' || entry.status === 'uploading' || entry.status === 'failed') && (
          <button type="button" className="button button--small button--secondary" onClick={() => onCancel(entry.id)}>
            Cancel<span className="visually-hidden"> {entry.fileName}</span>
          </button>
        )}
        {entry.status === 'failed' && (
          <button type="button" className="button button--small" onClick={() => onRetry(entry.id)}>
            Try again<span className="visually-hidden"> {entry.fileName}</span>
          </button>
        )}
        {entry.status === 'refused' && (
          <button type="button" className="button button--small button--secondary" onClick={() => onDismiss(entry.id)}>
            Dismiss<span className="visually-hidden"> {entry.fileName}</span>
          </button>
        )}
      </div>
    </li>
  );
}
