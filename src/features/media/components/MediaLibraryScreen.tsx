import { useCallback, useEffect, useState } from 'react';
import { Dialog } from '../../../components/dialog/Dialog';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { ApiRequestError } from '../../../lib/api-client';
import type { MediaFilter, MediaOrder } from '@shared/schemas/media';
import type { MediaApi, MediaItem } from '../api/media-api';
import { readSharedFiles } from '../shared-files';
import { useMediaPages } from '../use-media-pages';
import { useUploadQueue } from '../use-upload-queue';
import { MediaDetails } from './MediaDetails';
import { MediaTile } from './MediaTile';
import { PageButtons } from './PageButtons';
import { UploadPanel } from './UploadPanel';
import '../media.css';

type Notice = { kind: 'status' | 'alert'; text: string };

const SHOW_OPTIONS: { value: MediaFilter | 'all'; label: string }[] = [
  { value: 'all', label: 'All images' },
  { value: 'unused', label: 'Unused' },
  { value: 'missing-alt', label: 'Missing alt text' },
];

/**
 * /admin/media: add images (several at once, or shared from the phone), then every image as a grid of thumbnails,
 * a page at a time; a tap opens one's details (uses, alt text, focal point, delete).
 */
export function MediaLibraryScreen({ api }: { api: MediaApi }) {
  const [pageSize, setPageSize] = useState<25 | 50>(25);
  const [filter, setFilter] = useState<MediaFilter | 'all'>('all');
  const [order, setOrder] = useState<MediaOrder>('newest');
  const pages = useMediaPages(api, pageSize, { filter: filter === 'all' ? undefined : filter, order });
  const { reload, restart } = pages;
  const queue = useUploadQueue(api.upload, reload);
  const { add } = queue;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [busy, setBusy] = useState(false);

  // Photos shared from the phone wait in the service worker's keeping (signed out, or offline, they stay there):
  // the library picks them up whenever it opens.
  useEffect(() => {
    let current = true;
    readSharedFiles().then(
      (shared) => {
        if (current && shared.length) add(shared.map(({ key, file }) => ({ file, sharedKey: key })));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [add]);

  const addChosen = useCallback((files: File[]) => add(files.map((file) => ({ file }))), [add]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const answer = await api.remove(deleting.name);
      setNotice({ kind: 'status', text: answer.message || 'Image deleted.' });
      reload();
    } catch (error) {
      // A 409 names each place the image is used; nothing was deleted.
      setNotice({
        kind: 'alert',
        text: error instanceof ApiRequestError ? error.message : 'The image could not be deleted. Try again.',
      });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const { state } = pages;
  const filtered = filter !== 'all';
  return (
    <div className="media-library">
      <p>
        Every image uploaded for a blog or location page. Pick them again from the blog form or the editor&apos;s Image
        button, once they have a description. An image still in use cannot be deleted.
      </p>
      <UploadPanel
        api={api}
        entries={queue.entries}
        onFiles={addChosen}
        onRetry={queue.retry}
        onCancel={queue.cancel}
        onDismiss={queue.dismiss}
        onDescribed={reload}
      />
      <h2 className="media-library__heading">The library</h2>
      <div className="media-library__bar">
        <label>
          Show{' '}
          <select
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as MediaFilter | 'all');
              restart();
            }}
          >
            {SHOW_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Order{' '}
          <select
            value={order}
            onChange={(event) => {
              setOrder(event.target.value as MediaOrder);
              restart();
            }}
          >
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </select>
        </label>
        <label>
          Images per page{' '}
          <select
            value={pageSize}
            onChange={(event) => {
              setPageSize(Number(event.target.value) as 25 | 50);
              restart();
            }}
          >
            <option value={25}>25</option>
            <option value={50}>50</option>
          </select>
        </label>
      </div>
      <div role={notice?.kind === 'alert' ? 'alert' : 'status'} className="media-library__notice">
        {notice?.text}
      </div>
      {state.status === 'loading' ? (
        <LoadingStatus label="Loading the library…" />
      ) : state.status === 'failed' ? (
        <p role="alert">
          {state.message}{' '}
          <button type="button" className="button button--small" onClick={reload}>
            Try again
          </button>
        </p>
      ) : state.items.length === 0 ? (
        <p>
          {pages.page > 1
            ? 'No more images.'
            : filtered
              ? 'No image matches: every image is described and in use.'
              : 'No image has been uploaded yet.'}
        </p>
      ) : (
        <ul className="media-grid" aria-label={`Images, page ${pages.page}`}>
          {state.items.map((item) => (
            <MediaTile key={item.name} item={item} onOpen={setOpen} />
          ))}
        </ul>
      )}
      <nav className="media-library__pages" aria-label="Library pages">
        <PageButtons pages={pages}>
          <span>Page {pages.page}</span>
        </PageButtons>
      </nav>
      <MediaDetails
        api={api}
        item={open}
        onClose={() => setOpen(null)}
        onSaved={(saved) => {
          pages.replace(saved);
          setOpen(saved);
        }}
        onDelete={(item) => {
          setOpen(null);
          setDeleting(item);
        }}
      />
      <Dialog
        open={deleting !== null}
        onClose={() => (busy ? undefined : setDeleting(null))}
        title="Delete this image?"
        size="form"
      >
        <p>
          {deleting?.usedIn.length
            ? 'This image is still used, so it cannot be deleted; the answer will say where.'
            : 'It is not used anywhere. Deleting it cannot be undone.'}
        </p>
        <div className="media-editor__actions">
          <button type="button" className="button" onClick={() => void confirmDelete()} disabled={busy}>
            Delete image
          </button>
          <button type="button" className="button button--secondary" onClick={() => setDeleting(null)} disabled={busy}>
            Keep it
          </button>
        </div>
      </Dialog>
    </div>
  );
}
