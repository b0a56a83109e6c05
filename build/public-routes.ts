import { paths } from '../src/paths';
import { ARTICLE_SLUGS } from '../src/features/articles/content/articles';
import { SERVICE_PAGE_PATHS } from '../src/features/services/content/service-slugs';
import { TEAM_MEMBER_IDS } from '../src/features/team/content/team';

/** Public routes whose content is known at build time: prerendered, listed in the sitemap, precached. */
export function publicRoutes(): string[] {
  const fixed = [
    paths.home,
    paths.membership,
    paths.service,
    ...SERVICE_PAGE_PATHS,
    paths.geriatricAssessment,
    paths.ghapReferralForm,
    paths.pelvicFloor,
    paths.pelvicFloorMen,
    paths.pelvicFloorWomen,
    paths.edTreatment,
    paths.team,
    paths.articles,
    paths.contact,
    paths.about,
    paths.privacy,
    paths.terms,
    paths.thankYou,
  ];
  return [
    ...fixed,
    ...ARTICLE_SLUGS.map((slug) => paths.article(slug)),
    ...TEAM_MEMBER_IDS.map((id) => paths.teamMember(id)),
  ];
}

/** Pages kept out of search results (they still render and are prerendered). */
export const NOINDEX_ROUTES = new Set<string>([paths.thankYou]);
