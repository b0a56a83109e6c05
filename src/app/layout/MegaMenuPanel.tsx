import { useId, type Ref } from 'react';
import { Link } from 'wouter';
import { paths } from '../../paths';
import { ABOUT_LINKS, ARTICLE_LINKS, SERVICE_LINKS, type NavItem } from './nav-links';
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

type MegaMenuPanelProps = {
  id: string;
  isOpen: boolean;
  onNavigate: () => void;
  ref?: Ref<HTMLDivElement>;
};

/** The full-width panel under the desktop header. */
export function MegaMenuPanel({ id, isOpen, onNavigate, ref }: MegaMenuPanelProps) {
  return (
    <div id={id} ref={ref} className="mega-menu" hidden={!isOpen}>
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
    </div>
  );
}
