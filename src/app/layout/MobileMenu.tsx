import { useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../paths';
import { Chevron } from './Chevron';
import { MOBILE_LINKS, SERVICE_LINKS } from './nav-links';
import { NavLink } from './NavLink';
import { useDismiss } from './use-dismiss';
import { useOverlayPanel } from './use-overlay-panel';
import './mobile-nav.css';

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
 * shows the list of services, the second follows the link to the services overview.
 */
export function MobileMenu() {
  const navId = useId();
  const submenuId = useId();
  const [location] = useLocation();
  const [state, setState] = useState<MenuState | null>(null);
  // Navigating closes it; forgetting the old page too stops it reopening on a return visit (Back).
  if (state !== null && state.at !== location) setState(null);
  const isOpen = state?.at === location;
  const servicesExpanded = isOpen && state?.servicesExpanded === true;
  const close = useCallback(() => setState(null), []);

  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  useDismiss({ isOpen, rootRef, toggleRef: buttonRef, onDismiss: close });
  useOverlayPanel({ isOpen, panelRef, onClose: close });

  const onServicesClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (servicesExpanded) {
      close();
      return;
    }
    event.preventDefault();
    setState({ at: location, servicesExpanded: true });
  };

  const { membership, whatWeDo, services, team } = MOBILE_LINKS;

  return (
    <div className="mobile-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="site-header__menu-button"
        aria-expanded={isOpen}
        aria-controls={navId}
        onClick={() => setState(isOpen ? null : { at: location, servicesExpanded: false })}
      >
        <MenuIcon isOpen={isOpen} />
        <span>Menu</span>
      </button>
      <nav id={navId} ref={panelRef} aria-label="Mobile" className="mobile-nav" hidden={!isOpen}>
        <ul className="plain-list container mobile-nav__list">
          {[membership, whatWeDo].map((link) => (
            <li key={link.href}>
              <NavLink href={link.href} className="mobile-nav__link" onClick={close}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink
              href={services.href}
              className="mobile-nav__link mobile-nav__link--expandable"
              aria-expanded={servicesExpanded}
              aria-controls={submenuId}
              onClick={onServicesClick}
            >
              {services.label}
              <Chevron className="mobile-nav__chevron" />
            </NavLink>
            <ul id={submenuId} className="plain-list mobile-nav__submenu" hidden={!servicesExpanded}>
              <li>
                <NavLink href={paths.service} className="mobile-nav__sublink mobile-nav__sublink--all" onClick={close}>
                  All services
                </NavLink>
              </li>
              {SERVICE_LINKS.map((link) => (
                <li key={link.href}>
                  <NavLink href={link.href} className="mobile-nav__sublink" onClick={close}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
          <li>
            <NavLink href={team.href} className="mobile-nav__link" onClick={close}>
              {team.label}
            </NavLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}
