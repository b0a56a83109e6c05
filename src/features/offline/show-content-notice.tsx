import { createRoot, type Root } from 'react-dom/client';
import type { NewArticle } from '../../shared/pwa/messages';
import { ContentNotice } from './components/ContentNotice';

let root: Root | null = null;
let showing: NewArticle[] = [];

/**
 * Shows (or adds to) the new-articles notice in a small root of its own beside the app, so the app's tree and the
 * first load carry nothing of it: this module loads only when the service worker reports a new blog.
 */
export function showContentNotice(articles: NewArticle[]): void {
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
