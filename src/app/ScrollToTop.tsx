import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** Starts every new page at the top, as a full page load would. */
export function ScrollToTop() {
  const [location] = useLocation();
  const previous = useRef(location);

  useEffect(() => {
    // Skip the first render so a reload keeps the browser's own scroll restoration.
    if (previous.current === location) return;
    previous.current = location;
    window.scrollTo(0, 0);
  }, [location]);

  return null;
}
