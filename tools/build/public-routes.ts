import { paths } from '../../src/paths';
import { PUBLIC_ROUTES, SERVER_RENDERED_ROUTES } from '../../src/app/route-table';
import { ARTICLE_SLUGS } from '../../src/features/articles/content/articles';
import { SERVICE_PAGE_PATHS } from '../../src/features/services/content/service-registry';
import { TEAM_MEMBER_IDS } from '../../src/features/team/content/team';

/**
 * The tooling's one reading of the app's routes (the Hosting config, the benchmarks): a route moved in src/ is
 * followed here, not in each tool.
 */
export { ARTICLE_SLUGS, PUBLIC_ROUTES, SERVER_RENDERED_ROUTES };

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
