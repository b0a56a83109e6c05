import { useEffect, useLayoutEffect, type RefObject } from 'react';

/** Where the header's hamburger menu gives way to the desktop navigation (site-header.css agrees). */
export const DESKTOP_NAV_QUERY = '(min-width: 1024px)';

type OverlayPanelOptions = {
  isOpen: boolean;
  /** A fixed-position panel inside the site header; it fills the viewport below the header. */
  panelRef: RefObject<HTMLElement | null>;
  onClose: () => void;
};

/**
 * While the mobile menu is open: the page behind it does not scroll, the panel starts just below the
 * header (so the bar and its Menu button stay visible) and scrolls on its own, and it closes if the
 * window grows to the desktop layout, where it is not shown.
 */
export function useOverlayPanel({ isOpen, panelRef, onClose }: OverlayPanelOptions): void {
  useEffect(() => {
    if (!isOpen) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [isOpen]);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    const header = panel?.closest('header');
    if (!isOpen || !panel || !header) return;
    const place = () => {
      const top = Math.max(0, header.getBoundingClientRect().bottom);
      panel.style.setProperty('--mobile-nav-top', `${Math.round(top)}px`);
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [isOpen, panelRef]);

  useEffect(() => {
    if (!isOpen || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(DESKTOP_NAV_QUERY);
    const onChange = () => {
      if (desktop.matches) onClose();
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [isOpen, onClose]);
}
