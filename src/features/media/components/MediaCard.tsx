import { useId, useState } from 'react';
import { describeUsage } from '@shared/schemas/media';
import type { MediaApi, MediaItem } from '../api/media-api';
import { formatBytes, formatDate } from '../media-format';
import { MediaEditor } from './MediaEditor';

type MediaCardProps = {
  api: MediaApi;
  item: MediaItem;
  onSaved: (item: MediaItem, message: string) => void;
  onDelete: (item: MediaItem) => void;
};

/** The card crop's address, changed whenever the focal point does, so the browser fetches the new crop. */
export const cardSrc = (item: MediaItem) => `${item.card}?focal=${item.focal.x},${item.focal.y}`;

/** One image: its card crop, description, size, date and where it is used, with edit and delete. */
export function MediaCard({ api, item, onSaved, onDelete }: MediaCardProps) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const inUse = item.usedIn.length > 0;
  return (
    <li className="media-card">
      <article aria-labelledby={headingId}>
        <img className="media-card__thumb" src={cardSrc(item)} alt="" width={640} height={360} loading="lazy" />
        <h3 id={headingId} className="media-card__title">
          {item.alt || <span className="media-card__missing">No description yet</span>}
        </h3>
        <dl className="media-card__facts">
          <dt>Size</dt>
          <dd>
            {item.width} × {item.height} px, {formatBytes(item.bytes)}
          </dd>
          <dt>Uploaded</dt>
          <dd>{formatDate(item.createdAt)}</dd>
          <dt>Used in</dt>
          <dd>
            {inUse ? (
              <ul className="media-card__uses">
                {item.usedIn.map((usage) => (
                  <li key={`${usage.kind}-${usage.id}-${usage.field}`}>{describeUsage(usage)}</li>
                ))}
              </ul>
            ) : (
              'Not used anywhere'
            )}
          </dd>
        </dl>
        {editing ? (
          <MediaEditor
            api={api}
            item={item}
            onSaved={(saved, message) => {
              onSaved(saved, message);
            }}
            onClose={() => setEditing(false)}
          />
        ) : (
          <div className="media-card__actions">
            <button type="button" className="button button--small" onClick={() => setEditing(true)}>
              Edit<span className="visually-hidden"> {item.alt || 'image'}</span>
            </button>
            <button type="button" className="button button--small button--secondary" onClick={() => onDelete(item)}>
              Delete<span className="visually-hidden"> {item.alt || 'image'}</span>
            </button>
          </div>
        )}
      </article>
    </li>
  );
}
