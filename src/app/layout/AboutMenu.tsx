import { useCallback, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../paths';
import { NavLink } from './NavLink';
import { useDismiss } from './use-dismiss';

/**
 * "About the Clinic" has no page of its own, so it discloses the pages that describe the clinic
 * instead of pretending to be a link. The full mega menu replaces this later.
 */
export function AboutMenu() {
  const panelId = useId();
  const [location] = useLocation();
  // Remembering where the menu was opened closes it on navigation without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === location;
  const close = useCallback(() => setOpenAt(null), []);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss({ isOpen, rootRef, toggleRef: buttonRef, onDismiss: close });

  return (
    <div className="about-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="site-nav__link about-menu__button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenAt(isOpen ? null : location)}
      >
        About the Clinic
        <svg className="about-menu__chevron" width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
          <path d="m3 5 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={panelId} className="plain-list about-menu__panel" hidden={!isOpen}>
        <li>
          <NavLink href={paths.membership} className="about-menu__link" onClick={close}>
            Executive Membership
          </NavLink>
        </li>
        <li>
          <NavLink href={paths.team} className="about-menu__link" onClick={close}>
            Meet the team
          </NavLink>
        </li>
      </ul>
    </div>
  );
}
