import { useEffect, useState } from 'react';

/** How far ahead of the viewport code for content below the fold starts loading: about a screen. */
export const NEAR_VIEWPORT_MARGIN = '1000px';

/**
 * Whether the element given to the returned ref has come within NEAR_VIEWPORT_MARGIN of the viewport (at once where
 * IntersectionObserver is missing); it stays true from then on. False on the server and during hydration. For code
 * that only matters once the visitor scrolls near it, such as the install card in the footer, so that it is not part
 * of a page's first load.
 */
export function useNearViewport(): [ref: (element: Element | null) => void, near: boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [seen, setSeen] = useState(false);
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    if (seen || !element || !observable) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), {
      rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen, observable]);
  return [setElement, seen || (element !== null && !observable)];
}
