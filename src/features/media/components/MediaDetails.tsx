import { useState } from 'react';
import { describeUsage } from '@shared/schemas/media';
import { Dialog } from '../../../components/dialog/Dialog';
import type { MediaApi, MediaItem } from '../api/media-api';
import { cardSrc, formatBytes, formatDate } from '../media-format';
import { MediaEditor } from './MediaEditor';

type MediaDetailsProps = {
  api: MediaApi;
  item: MediaItem | null;
  onClose: () => void;
  onSaved: (item: MediaItem, message: string) => void;
  onDelete: (item: MediaItem) => void;
};

/** One image, opened from the grid: its size, date and uses, its description and focal point, and delete. */
export function MediaDetails({ api, item, onClose, onSaved, onDelete }: MediaDetailsProps) {
  // The save's answer is said here, in the dialog: the page behind it is inert while it is open.
  const [saved, setSaved] = useState({ name: '', message: '' });
  const close = () => {
    setSaved({ name: '', message: '' });
    onClose();
  };
  return (
    <Dialog open={item !== null} onClose={close} title="Image details" size="form" className="media-details">
      {item && (
        <>
          <img className="media-details__preview" src={cardSrc(item)} alt="" width={640} height={360} />
          <dl className="media-details__facts">
            <dt>Description</dt>
            <dd>{item.alt || <span className="media-tile__missing">No description yet</span>}</dd>
            <dt>Size</dt>
            <dd>
              {item.width} × {item.height} px, {formatBytes(item.bytes)}
            </dd>
            <dt>Uploaded</dt>
            <dd>{formatDate(item.createdAt)}</dd>
            <dt>Used in</dt>
            <dd>
              {item.usedIn.length > 0 ? (
                <ul className="media-details__uses">
                  {item.usedIn.map((usage) => (
                    <li key={`${usage.kind}-${usage.id}-${usage.field}`}>{describeUsage(usage)}</li>
                  ))}
                </ul>
              ) : (
                'Not used anywhere'
              )}
            </dd>
          </dl>
          <MediaEditor
            key={item.name}
            api={api}
            item={item}
            onSaved={(changed, message) => {
              setSaved({ name: changed.name, message });
              onSaved(changed, message);
            }}
          />
          <p role="status" className="media-details__saved">
            {saved.name === item.name ? saved.message : ''}
          </p>
          <button
            type="button"
            className="button button--secondary media-details__delete"
            onClick={() => onDelete(item)}
          >
            Delete this image
          </button>
        </>
      )}
    </Dialog>
  );
}
