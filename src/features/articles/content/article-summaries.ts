import { EXECUTIVE_HEALTH_EXAM_META } from './articles/executive-health-exam.meta';
import { ADVANCED_BLOOD_WORK_META } from './articles/advanced-blood-work.meta';
import { METABOLISM_MISUNDERSTOOD_META } from './articles/metabolism-misunderstood.meta';
import { PREVENTION_AFTER_40_META } from './articles/prevention-after-40.meta';
import { SLEEP_RECOVERY_PERFORMANCE_META } from './articles/sleep-recovery-performance.meta';
import { STRESS_AND_BURNOUT_META } from './articles/stress-and-burnout.meta';
import { WOMENS_HEALTH_AFTER_40_META } from './articles/womens-health-after-40.meta';
import type { ArticleMeta } from './article-schema';

/**
 * The bundled articles without their bodies, in the same order as `ARTICLES`. The home page's
 * featured section reads this list, so the bundler can leave every article body out of the home chunk.
 */
export const ARTICLE_SUMMARIES: readonly ArticleMeta[] = [
  PREVENTION_AFTER_40_META,
  STRESS_AND_BURNOUT_META,
  METABOLISM_MISUNDERSTOOD_META,
  EXECUTIVE_HEALTH_EXAM_META,
  WOMENS_HEALTH_AFTER_40_META,
  ADVANCED_BLOOD_WORK_META,
  SLEEP_RECOVERY_PERFORMANCE_META,
];

export function findArticleSummaryBySlug(slug: string): ArticleMeta | undefined {
  return ARTICLE_SUMMARIES.find((article) => article.slug_url === slug);
}
