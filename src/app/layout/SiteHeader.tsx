import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../paths';
import { AboutMenu } from './AboutMenu';
import { Logo } from './Logo';
import { NavLink } from './NavLink';
import { useDismiss } from './use-dismiss';
import './site-header.css';

const MOBILE_LINKS = [
  { label: 'Membership', href: paths.membership },
  { label: 'What We Do', href: paths.about },
  { label: 'Services', href: paths.service },
  { label: 'Our Team', href: paths.team },
] as const;

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

export function SiteHeader() {
  const mobileNavId = useId();
  const [location] = useLocation();
  // Keyed to the location it was opened on, so navigating closes the menu without an effect.
  const [mobileOpenAt, setMobileOpenAt] = useState<string | null>(null);
  const isMobileOpen = mobileOpenAt === location;
  const closeMobile = useCallback(() => setMobileOpenAt(null), []);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  useDismiss({ isOpen: isMobileOpen, rootRef: headerRef, toggleRef: menuButtonRef, onDismiss: closeMobile });

  return (
    <header className="site-header" ref={headerRef}>
      <div className="container site-header__bar">
        <Logo />
        <nav aria-label="Main" className="site-nav">
          <ul className="plain-list site-nav__list">
            <li>
              <NavLink href={paths.service} className="site-nav__link">
                Services
              </NavLink>
            </li>
            <li>
              <AboutMenu />
            </li>
            <li>
              <NavLink href={paths.articles} className="site-nav__link">
                Articles
              </NavLink>
            </li>
          </ul>
        </nav>
        <Link href={paths.membership} className="button site-header__cta">
          Explore membership
        </Link>
        <button
          ref={menuButtonRef}
          type="button"
          className="site-header__menu-button"
          aria-expanded={isMobileOpen}
          aria-controls={mobileNavId}
          onClick={() => setMobileOpenAt(isMobileOpen ? null : location)}
        >
          <MenuIcon isOpen={isMobileOpen} />
          <span>Menu</span>
        </button>
      </div>
      <nav id={mobileNavId} aria-label="Mobile" className="mobile-nav" hidden={!isMobileOpen}>
        <ul className="plain-list container mobile-nav__list">
          {MOBILE_LINKS.map((link) => (
            <li key={link.href}>
              <NavLink href={link.href} className="mobile-nav__link" onClick={closeMobile}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
