import { paths } from '../../paths';

/**
 * Navigation data shown on every page: the footer's links. The header menus' links are in ./menu-links, loaded
 * with the menu panels.
 */
export type NavItem = { label: string; href: string };

export const FOOTER_LINKS: readonly NavItem[] = [
  { label: 'Membership', href: paths.membership },
  { label: 'Our Team', href: paths.team },
  { label: 'Services', href: paths.service },
  { label: 'Articles', href: paths.articles },
  { label: 'Privacy Policy', href: paths.privacy },
  { label: 'Terms and Conditions', href: paths.terms },
];
