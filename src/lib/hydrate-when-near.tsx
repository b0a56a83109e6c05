import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { isOnServerPage, useOnServerPage } from './server-page';

/** How far below (or above) the screen a deferred part starts to load: about a screen of scrolling ahead. */
const NEAR_MARGIN = '800px 0px';

/** Parts still waiting, by key: released at once should the visitor move on to another page first. */
const waiting = new Map<string, () => void>();

/** Resolves once the element marked `data-hydrate-when-near={key}` nears the viewport, or is touched or focused. */
function whenNear(key: string): Promise<void> {
  if (typeof document === 'undefined' || !isOnServerPage() || typeof IntersectionObserver === 'undefined') {
    return Promise.resolve();
  }
  const element = document.querySelector(`[data-hydrate-when-near="${key}"]`);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      waiting.delete(key);
      observer.disconnect();
      element.removeEventListener('focusin', done);
      element.removeEventListener('pointerdown', done);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    element.addEventListener('focusin', done);
    element.addEventListener('pointerdown', done);
    waiting.set(key, done);
  });
}

/**
 * A part of a page far below the fold whose code loads, and which hydrates, only as the visitor scrolls near it
 * (or touches or focuses it): until then the server's HTML stands as it is, readable, its links plain links
 * (decision 0016). Rendered on the server, or after client-side navigation, it loads at once. `key` names it
 * uniquely on its page.
 */
export function hydrateWhenNear<P extends object>(
  key: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Part = lazy(() => whenNear(key).then(load));
  function WhenNear(props: P) {
    const onServerPage = useOnServerPage();
    useEffect(() => {
      // Another page now (client-side navigation): nothing of the server's HTML is left to wait on.
      if (!onServerPage) waiting.get(key)?.();
    }, [onServerPage]);
    return (
      <div data-hydrate-when-near={key}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return WhenNear;
}
