import { useState } from 'react';
import { Dialog } from '../../../components/dialog/Dialog';
import { LoadingStatus } from '../../../components/LoadingStatus';
import type { MediaApi, MediaItem } from '../api/media-api';
import { useMediaPages } from '../use-media-pages';
import { cardSrc } from '../media-format';
import { PageButtons } from './PageButtons';
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

/** Said when an image without a description is chosen: it is shown, but cannot be used until described. */
export const NO_ALT_MESSAGE =
  'This image has no description yet, so it cannot be used. Describe it in the Media library (Show: Missing alt ' +
  'text), then choose it here.';

/**
 * Choose an earlier upload instead of uploading again: the library's pages as buttons, with their alt text. An image
 * without a description is listed but refused, with a sentence saying where to describe it.
 */
export function MediaPicker({ api, purpose, onPick, onCancel }: MediaPickerProps) {
  const [open, setOpen] = useState(true);
  const [refused, setRefused] = useState('');
  const pages = useMediaPages(api, 25);
  const { state } = pages;
  const close = () => {
    setOpen(false);
    onCancel();
  };
  return (
    <Dialog open={open} onClose={close} title={`Choose an image for ${purpose}`} size="media" className="media-picker">
      <p role="alert" className="form-field__error media-picker__refused">
        {refused}
      </p>
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
                aria-disabled={item.alt ? undefined : true}
                onClick={() => {
                  if (!item.alt.trim()) {
                    setRefused(NO_ALT_MESSAGE);
                    return;
                  }
                  setOpen(false);
                  onPick(toPicked(item));
                }}
              >
                <img src={cardSrc(item)} alt="" width={640} height={360} loading="lazy" />
                <span>
                  {item.alt
                    ? `Use “${item.alt}”`
                    : `Image ${item.name.slice(0, 8)}: no description yet, cannot be used`}
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
