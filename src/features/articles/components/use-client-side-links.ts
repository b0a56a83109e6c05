import { useLayoutEffect, type RefObject } from 'react';
import { useLocation } from 'wouter';

/**
 * Article bodies are HTML strings, so their links are plain anchors that would reload the whole app.
 * This hands same-site links inside `container` to the router instead; modified clicks (new tab,
 * download), external links and links with a target keep the browser's default behaviour.
 */
export function useClientSideLinks(container: RefObject<HTMLElement | null>) {
  const [, navigate] = useLocation();

  // A layout effect: the listener is in place as soon as the body is, so a click that comes before the passive
  // effects have run (a busy phone, right after hydration) is not a full reload.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || !element.contains(anchor) || anchor.target || anchor.hasAttribute('download')) return;
      const href = anchor.getAttribute('href') ?? '';
      // Root-relative paths only: not "//host", not "#fragment", not absolute or mailto/tel links.
      if (!href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      navigate(href);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [container, navigate]);
}
