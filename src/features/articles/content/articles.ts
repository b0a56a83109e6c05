import { advancedBloodWorkBody, ADVANCED_BLOOD_WORK_META } from './articles/advanced-blood-work';
import { executiveHealthExamBody, EXECUTIVE_HEALTH_EXAM_META } from './articles/executive-health-exam';
import { metabolismMisunderstoodBody, METABOLISM_MISUNDERSTOOD_META } from './articles/metabolism-misunderstood';
import { preventionAfter40Body, PREVENTION_AFTER_40_META } from './articles/prevention-after-40';
import { sleepRecoveryPerformanceBody, SLEEP_RECOVERY_PERFORMANCE_META } from './articles/sleep-recovery-performance';
import { stressAndBurnoutBody, STRESS_AND_BURNOUT_META } from './articles/stress-and-burnout';
import { womensHealthAfter40Body, WOMENS_HEALTH_AFTER_40_META } from './articles/womens-health-after-40';
import type { Article } from './article-schema';

export type { Article, ArticleMeta } from './article-schema';

/** The bundled articles (the spec's static Article entity), in display order: ids 1 to 7. */
export const ARTICLES: Article[] = [
  { ...PREVENTION_AFTER_40_META, contentFile: preventionAfter40Body() },
  { ...STRESS_AND_BURNOUT_META, contentFile: stressAndBurnoutBody() },
  { ...METABOLISM_MISUNDERSTOOD_META, contentFile: metabolismMisunderstoodBody() },
  { ...EXECUTIVE_HEALTH_EXAM_META, contentFile: executiveHealthExamBody() },
  { ...WOMENS_HEALTH_AFTER_40_META, contentFile: womensHealthAfter40Body() },
  { ...ADVANCED_BLOOD_WORK_META, contentFile: advancedBloodWorkBody() },
  { ...SLEEP_RECOVERY_PERFORMANCE_META, contentFile: sleepRecoveryPerformanceBody() },
];

/** Every bundled article's slug, for the prerenderer, the sitemap and the service worker's precache. */
export const ARTICLE_SLUGS: string[] = ARTICLES.map((article) => article.slug_url);
