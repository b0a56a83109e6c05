import { lazy, Suspense, useState } from 'react';
import './listen.css';

const ListenPlayer = lazy(() => import('./ListenPlayer').then((m) => ({ default: m.ListenPlayer })));

/**
 * "Listen to this page": reads the article, blog or service page it sits in aloud (the nearest `article`, else
 * `main`). Only this button comes with the page; the player loads when it is pressed. Browsers without speech
 * synthesis never show it: public/text-size.js marks them on <html> before the first paint (`no-speech`), so the
 * server's HTML and the hydrated page stay the same and nothing moves.
 */
export function ListenControl() {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  return (
    <div className="listen" data-listen-skip="">
      {root ? (
        <Suspense fallback={<p className="listen__status">Loading the reader…</p>}>
          <ListenPlayer root={root} onClose={() => setRoot(null)} />
        </Suspense>
      ) : (
        <button
          type="button"
          className="button button--small button--secondary"
          onClick={(event) => {
            const button = event.currentTarget;
            setRoot(button.closest('article') ?? button.closest('main') ?? document.body);
          }}
        >
          Listen to this page
        </button>
      )}
    </div>
  );
}
