import { paths, ROUTE_PATTERNS } from '../../paths';
import type { PageType } from '@shared/schemas/client-report';

const prefixOf = (pattern: string) => pattern.slice(0, pattern.indexOf(':'));

/** The pages that share the services template, by their fixed addresses (the registry's slugs are below). */
const SERVICE_PATHS: readonly string[] = [
  paths.membership,
  paths.service,
  paths.geriatricAssessment,
  paths.ghapReferralForm,
  paths.pelvicFloor,
  paths.pelvicFloorMen,
  paths.pelvicFloorWomen,
  paths.edTreatment,
];

const EXACT: Record<string, PageType> = {
  [paths.home]: 'home',
  [paths.articles]: 'articles',
  [paths.team]: 'team',
  [paths.contact]: 'contact',
  [paths.thankYou]: 'contact',
  [paths.about]: 'other',
  [paths.privacy]: 'legal',
  [paths.terms]: 'legal',
  [paths.newsletterConfirm]: 'newsletter',
  [paths.newsletterUnsubscribe]: 'newsletter',
  [paths.login]: 'sign-in',
  [paths.accountAction]: 'sign-in',
  ...Object.fromEntries(SERVICE_PATHS.map((path) => [path, 'service' as const])),
};

/**
 * What kind of page an address is, for web vitals and error context (decision 0020): the type, never the address,
 * so a report says nothing about which article or location a visitor read.
 */
export function pageTypeOf(pathname: string): PageType {
  let path = pathname;
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  const exact = EXACT[path];
  if (exact) return exact;
  if (path.startsWith(prefixOf(ROUTE_PATTERNS.article))) return 'article';
  if (path.startsWith(prefixOf(ROUTE_PATTERNS.location))) return 'location';
  if (path.startsWith(prefixOf(ROUTE_PATTERNS.teamMember))) return 'team';
  if (path === paths.admin || path.startsWith(`${paths.admin}/`)) return 'admin';
  // The route table answers any other one-segment address with a service page of the registry (or its 404).
  if (path.lastIndexOf('/') === 0) return 'service';
  return 'other';
}
