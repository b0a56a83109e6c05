import { paths } from '../../paths';
import type { NavItem } from './nav-links';
import { SERVICE_CARD_FIELDS } from '../../features/services/content/service-registry';

/**
 * The header menus' links: the desktop mega menu's and the hamburger menu's. Loaded with the menu panels when a
 * visitor first reaches for a menu, not with every page. The service pages come from the services registry (their
 * cards, which are small); the other labels are written here.
 */

/** Every service page: the ten specialised services, then GHAP, pelvic health and ED therapy. */
export const SERVICE_LINKS: readonly NavItem[] = [
  ...SERVICE_CARD_FIELDS.map((card) => ({ label: card.name, href: card.path })),
  { label: 'Geriatric Health Assessment Program (GHAP)', href: paths.geriatricAssessment },
  { label: 'Pelvic Floor Therapy', href: paths.pelvicFloor },
  { label: "Men's Pelvic Floor Therapy", href: paths.pelvicFloorMen },
  { label: "Women's Pelvic Floor Therapy", href: paths.pelvicFloorWomen },
  { label: 'ED Sound-Wave Therapy', href: paths.edTreatment },
];

export const ABOUT_LINKS: readonly NavItem[] = [
  { label: 'Executive Membership', href: paths.membership },
  { label: 'Meet the team', href: paths.team },
];

/** The five articles the spec names for the menu, by slug. */
export const ARTICLE_LINKS: readonly NavItem[] = [
  {
    label: 'What does prevention actually look like after 40?',
    href: paths.article('what-does-prevention-actually-look-like-after-40'),
  },
  {
    label: 'How stress and burnout affect long-term health',
    href: paths.article('how-stress-and-burnout-affect-long-term-health'),
  },
  {
    label: "Your metabolism isn't broken — it's misunderstood",
    href: paths.article('your-metabolism-isnt-broken-its-misunderstood'),
  },
  {
    label: 'The executive health exam: why one day can change your year',
    href: paths.article('the-executive-health-exam-why-one-day-can-change-your-year'),
  },
  {
    label: "Women's health after 40: what should change",
    href: paths.article('womens-health-after-40-what-should-change'),
  },
];

/** The hamburger menu. Services is special: its first tap opens the list of services. */
export const MOBILE_LINKS = {
  membership: { label: 'Membership', href: paths.membership },
  whatWeDo: { label: 'What We Do', href: paths.about },
  services: { label: 'Services', href: paths.service },
  team: { label: 'Our Team', href: paths.team },
} as const satisfies Record<string, NavItem>;
