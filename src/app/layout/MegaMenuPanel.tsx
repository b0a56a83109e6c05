import { useId } from 'react';
import { Link } from 'wouter';
import { paths } from '../../paths';
import { ABOUT_LINKS, ARTICLE_LINKS, SERVICE_LINKS } from './menu-links';
import type { NavItem } from './nav-links';
import { NavLink } from './NavLink';

export type MegaMenuColumn = 'services' | 'about' | 'articles';

type ColumnProps = { column: MegaMenuColumn; title: string; links: readonly NavItem[]; onNavigate: () => void };

/** Column titles are labels, not headings: the page's outline starts at its own h1. */
function MenuColumn({ column, title, links, onNavigate }: ColumnProps) {
  const titleId = useId();
  return (
    <div className={`mega-menu__column mega-menu__column--${column}`} data-column={column}>
      <p id={titleId} className="mega-menu__title">
        {title}
      </p>
      <ul aria-labelledby={titleId} className="plain-list mega-menu__list">
        {links.map((link) => (
          <li key={link.href}>
            <NavLink href={link.href} className="mega-menu__link" onClick={onNavigate}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The contents of the full-width panel under the desktop header. MegaMenu loads this module when a visitor first
 * reaches for the menu and renders it only while the panel is open.
 */
export function MegaMenuPanel({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className="container mega-menu__inner">
      <MenuColumn column="services" title="Services" links={SERVICE_LINKS} onNavigate={onNavigate} />
      <div className="mega-menu__stack">
        <MenuColumn column="about" title="About The Clinic" links={ABOUT_LINKS} onNavigate={onNavigate} />
        <div className="mega-menu__callout">
          <p className="mega-menu__callout-title">Start Your Healthy Journey</p>
          <p>One annual membership brings your assessments, specialists and follow-up together.</p>
          <Link href={paths.membership} className="button button--small" onClick={onNavigate}>
            Explore membership
          </Link>
        </div>
      </div>
      <MenuColumn column="articles" title="Articles" links={ARTICLE_LINKS} onNavigate={onNavigate} />
    </div>
  );
}
