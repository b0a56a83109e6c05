import { useEffect } from 'react';

/**
 * Keeps sign-in, admin and error screens out of search results. The tag exists only while the
 * page is mounted, so public pages reached afterwards in the same session stay indexable.
 */
export function useRobotsNoindex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
