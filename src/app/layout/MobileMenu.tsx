import { useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { onDemand, preload, useOnDemand } from '../../lib/on-demand';
import './mobile-nav.css';

/** The menu's links: loaded when a visitor first reaches for the Menu button, and shown only while it is open. */
export const mobileMenuPanel = onDemand(() => import('./MobileMenuPanel'));

function MenuIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {isOpen ? (
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** Keyed to the location it was opened on, so navigating closes the menu without an effect. */
type MenuState = { at: string; servicesExpanded: boolean };

/**
 * The hamburger menu below 1024 px. Services works in two steps, as the spec asks: the first tap
 * shows the list of services, the second follows the link to the services overview. The links are
 * rendered only while the menu is open (the prerendered header holds the closed menu), from a module
 * loaded on the first touch, hover or focus of the button; opened before it has arrived, the menu
 * shows as soon as it has.
 */
export function MobileMenu() {
  const navId = useId();
  const [location] = useLocation();
  const [state, setState] = useState<MenuState | null>(null);
  // Navigating closes it; forgetting the old page too stops it reopening on a return visit (Back).
  if (state !== null && state.at !== location) setState(null);
  const isOpen = state?.at === location;
  const servicesExpanded = isOpen && state?.servicesExpanded === true;
  const close = useCallback(() => setState(null), []);
  const Panel = useOnDemand(mobileMenuPanel)?.MobileMenuPanel;

  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  const onServicesClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (servicesExpanded) {
      close();
      return;
    }
    event.preventDefault();
    setState({ at: location, servicesExpanded: true });
  };

  return (
    <div className="mobile-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="site-header__menu-button"
        aria-expanded={isOpen}
        aria-controls={navId}
        onPointerEnter={() => preload(mobileMenuPanel)}
        onFocus={() => preload(mobileMenuPanel)}
        onClick={() => {
          preload(mobileMenuPanel);
          setState(isOpen ? null : { at: location, servicesExpanded: false });
        }}
      >
        <MenuIcon isOpen={isOpen} />
        <span>Menu</span>
      </button>
      <nav id={navId} ref={panelRef} aria-label="Mobile" className="mobile-nav" hidden={!(isOpen && Panel)}>
        {isOpen && Panel ? (
          <Panel
            rootRef={rootRef}
            toggleRef={buttonRef}
            panelRef={panelRef}
            servicesExpanded={servicesExpanded}
            onServicesClick={onServicesClick}
            onClose={close}
          />
        ) : null}
      </nav>
    </div>
  );
}
