import { useId, type MouseEvent, type RefObject } from 'react';
import { paths } from '../../paths';
import { Chevron } from './Chevron';
import { MOBILE_LINKS, SERVICE_LINKS } from './menu-links';
import { NavLink } from './NavLink';
import { useDismiss } from './use-dismiss';
import { useOverlayPanel } from './use-overlay-panel';

type MobileMenuPanelProps = {
  /** The menu's button and this panel: what counts as inside for dismissal. */
  rootRef: RefObject<HTMLElement | null>;
  /** The Menu button, which gets focus back when Escape closes the menu. */
  toggleRef: RefObject<HTMLElement | null>;
  /** The <nav> this list fills: placed below the header while the menu is open. */
  panelRef: RefObject<HTMLElement | null>;
  servicesExpanded: boolean;
  onServicesClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  onClose: () => void;
};

/**
 * The hamburger menu's links. MobileMenu loads this module when a visitor first reaches for the Menu button and
 * renders it only while the menu is open, so its effects (the page locked behind it, closing on Escape, on a tap
 * outside or when focus leaves) last exactly as long, and their code is no part of a page's first load.
 */
export function MobileMenuPanel(props: MobileMenuPanelProps) {
  const { rootRef, toggleRef, panelRef, servicesExpanded, onServicesClick, onClose } = props;
  const submenuId = useId();
  useDismiss({ isOpen: true, rootRef, toggleRef, onDismiss: onClose });
  useOverlayPanel({ isOpen: true, panelRef, onClose });
  const { membership, whatWeDo, services, team } = MOBILE_LINKS;

  return (
    <ul className="plain-list container mobile-nav__list">
      {[membership, whatWeDo].map((link) => (
        <li key={link.href}>
          <NavLink href={link.href} className="mobile-nav__link" onClick={onClose}>
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
            <NavLink href={paths.service} className="mobile-nav__sublink mobile-nav__sublink--all" onClick={onClose}>
              All services
            </NavLink>
          </li>
          {SERVICE_LINKS.map((link) => (
            <li key={link.href}>
              <NavLink href={link.href} className="mobile-nav__sublink" onClick={onClose}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </li>
      <li>
        <NavLink href={team.href} className="mobile-nav__link" onClick={onClose}>
          {team.label}
        </NavLink>
      </li>
    </ul>
  );
}
