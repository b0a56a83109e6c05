import { useState } from 'react';
import { Dialog } from '../../../components/dialog/Dialog';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { ApiRequestError } from '../../../lib/api-client';
import type { MediaApi, MediaItem } from '../api/media-api';
import { useMediaPages } from '../use-media-pages';
import { PageButtons } from './PageButtons';
import { MediaCard } from './MediaCard';
import '../media.css';

type Notice = { kind: 'status' | 'alert'; text: string };

/** /admin/media: every uploaded image, a page at a time, with its uses; edit alt text and focal point, delete. */
export function MediaLibraryScreen({ api }: { api: MediaApi }) {
  const [pageSize, setPageSize] = useState<25 | 50>(25);
  const pages = useMediaPages(api, pageSize);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const answer = await api.remove(deleting.name);
      setNotice({ kind: 'status', text: answer.message || 'Image deleted.' });
      pages.reload();
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
  return (
    <div className="media-library">
      <p>
        Every image uploaded for a blog or location page. Pick them again from the blog form or the editor&apos;s Image
        button. An image still in use cannot be deleted.
      </p>
      <div className="media-library__bar">
        <label>
          Images per page{' '}
          <select
            value={pageSize}
            onChange={(event) => {
              setPageSize(Number(event.target.value) as 25 | 50);
              pages.restart();
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
          <button type="button" className="button button--small" onClick={pages.reload}>
            Try again
          </button>
        </p>
      ) : state.items.length === 0 ? (
        <p>{pages.page > 1 ? 'No more images.' : 'No image has been uploaded yet.'}</p>
      ) : (
        <ul className="media-grid" aria-label={`Images, page ${pages.page}`}>
          {state.items.map((item) => (
            <MediaCard
              key={item.name}
              api={api}
              item={item}
              onSaved={(saved, message) => {
                pages.replace(saved);
                setNotice({ kind: 'status', text: message });
              }}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      <nav className="media-library__pages" aria-label="Library pages">
        <PageButtons pages={pages}>
          <span>Page {pages.page}</span>
        </PageButtons>
      </nav>
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
