import { paths } from '../src/paths';
import { NOINDEX_ROUTES as NOINDEX, PUBLIC_ROUTES, SERVER_RENDERED_ROUTES } from '../src/app/route-table';
import { ARTICLE_SLUGS } from '../src/features/articles/content/articles';
import { SERVICE_PAGE_PATHS } from '../src/features/services/content/service-registry';
import { TEAM_MEMBER_IDS } from '../src/features/team/content/team';

/**
 * Public routes whose content is known at build time: prerendered, precached, and listed in the sitemap unless
 * the route table says otherwise. From the one route table (src/app/route-table.ts), its service pattern and
 * bundled records expanded from their registries.
 */
export function publicRoutes(): string[] {
  return [
    ...PUBLIC_ROUTES.map((route) => route.path).filter((path) => !SERVER_RENDERED_ROUTES.includes(path)),
    ...SERVICE_PAGE_PATHS,
    ...ARTICLE_SLUGS.map((slug) => paths.article(slug)),
    ...TEAM_MEMBER_IDS.map((id) => paths.teamMember(id)),
  ];
}

/** Pages kept out of search results (they still render). */
export const NOINDEX_ROUTES = new Set<string>(NOINDEX);

/** Every address the `pages` function answers 200 for from the route table, prerendered or not. */
export function serverRenderedRoutes(): string[] {
  return [...SERVER_RENDERED_ROUTES];
}
