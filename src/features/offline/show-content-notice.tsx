import { createRoot, type Root } from 'react-dom/client';
import type { NewArticle } from '@shared/pwa/messages';
import { ContentNotice } from './components/ContentNotice';

let root: Root | null = null;

/** What the service worker reported, kept only if usable: a title, and a path on this site (never `//host`). */
function isNewArticle(item: unknown): item is NewArticle {
  const { title, path } = (item ?? {}) as Partial<NewArticle>;
  return typeof title === 'string' && title !== '' && typeof path === 'string' && /^\/(?!\/)/.test(path);
}
let showing: NewArticle[] = [];

/**
 * Shows (or adds to) the new-articles notice in a small root of its own beside the app, so the app's tree and the
 * first load carry nothing of it: this module loads only when the service worker reports a new blog.
 */
export function showContentNotice(reported: unknown[]): void {
  const articles = reported.filter(isNewArticle);
  if (articles.length === 0) return;
  if (!root) {
    const host = document.createElement('div');
    host.className = 'content-notice-host';
    document.body.append(host);
    root = createRoot(host);
  }
  const fresh = articles.filter((article) => !showing.some((shown) => shown.path === article.path));
  showing = [...fresh, ...showing];
  const dismiss = () => {
    showing = [];
    root?.render(null);
  };
  root.render(<ContentNotice articles={showing} onDismiss={dismiss} />);
}
