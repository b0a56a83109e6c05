import { useState } from 'react';
import { Dialog } from '../../../components/dialog/Dialog';
import { LoadingStatus } from '../../../components/LoadingStatus';
import type { MediaApi, MediaItem } from '../api/media-api';
import { useMediaPages } from '../use-media-pages';
import { PageButtons } from './PageButtons';
import { cardSrc } from './MediaCard';
import '../media.css';

export type PickedImage = { path: string; alt: string; width: number; height: number };

type MediaPickerProps = {
  api: MediaApi;
  /** What the image is for, in the dialog's title ("the blog's image", "the text"). */
  purpose: string;
  onPick: (image: PickedImage) => void;
  onCancel: () => void;
};

const toPicked = (item: MediaItem): PickedImage => ({
  path: item.path,
  alt: item.alt,
  width: item.width,
  height: item.height,
});

/** Choose an earlier upload instead of uploading again: the library's pages as buttons, with their alt text. */
export function MediaPicker({ api, purpose, onPick, onCancel }: MediaPickerProps) {
  const [open, setOpen] = useState(true);
  const pages = useMediaPages(api, 25);
  const { state } = pages;
  const close = () => {
    setOpen(false);
    onCancel();
  };
  return (
    <Dialog open={open} onClose={close} title={`Choose an image for ${purpose}`} size="media" className="media-picker">
      {state.status === 'loading' ? (
        <LoadingStatus label="Loading the library…" />
      ) : state.status === 'failed' ? (
        <p role="alert">{state.message}</p>
      ) : state.items.length === 0 ? (
        <p>The library is empty: upload an image first.</p>
      ) : (
        <ul className="media-picker__grid" aria-label="Images in the library">
          {state.items.map((item) => (
            <li key={item.name}>
              <button
                type="button"
                className="media-picker__choice"
                onClick={() => {
                  setOpen(false);
                  onPick(toPicked(item));
                }}
              >
                <img src={cardSrc(item)} alt="" width={640} height={360} loading="lazy" />
                <span>
                  {item.alt ? `Use “${item.alt}”` : `Use image ${item.name.slice(0, 8)} (no description yet)`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="media-library__pages">
        <PageButtons pages={pages} />
        <button type="button" className="button button--secondary" onClick={close}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
