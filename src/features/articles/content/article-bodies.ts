import { contentLoader } from '../../../lib/content-loader';
import { ADVANCED_BLOOD_WORK_META } from './articles/advanced-blood-work.meta';
import { EXECUTIVE_HEALTH_EXAM_META } from './articles/executive-health-exam.meta';
import { METABOLISM_MISUNDERSTOOD_META } from './articles/metabolism-misunderstood.meta';
import { PREVENTION_AFTER_40_META } from './articles/prevention-after-40.meta';
import { SLEEP_RECOVERY_PERFORMANCE_META } from './articles/sleep-recovery-performance.meta';
import { STRESS_AND_BURNOUT_META } from './articles/stress-and-burnout.meta';
import { WOMENS_HEALTH_AFTER_40_META } from './articles/womens-health-after-40.meta';

/**
 * Each bundled article's body in a chunk of its own: a visitor who opens an article reads it from the page's HTML
 * and downloads no body at all; one who navigates to it in the app downloads that one body (decision 0016).
 */
const BODY_LOADERS: Record<string, () => Promise<string>> = {
  [PREVENTION_AFTER_40_META.slug_url]: () =>
    import('./articles/prevention-after-40').then((m) => m.preventionAfter40Body()),
  [STRESS_AND_BURNOUT_META.slug_url]: () =>
    import('./articles/stress-and-burnout').then((m) => m.stressAndBurnoutBody()),
  [METABOLISM_MISUNDERSTOOD_META.slug_url]: () =>
    import('./articles/metabolism-misunderstood').then((m) => m.metabolismMisunderstoodBody()),
  [EXECUTIVE_HEALTH_EXAM_META.slug_url]: () =>
    import('./articles/executive-health-exam').then((m) => m.executiveHealthExamBody()),
  [WOMENS_HEALTH_AFTER_40_META.slug_url]: () =>
    import('./articles/womens-health-after-40').then((m) => m.womensHealthAfter40Body()),
  [ADVANCED_BLOOD_WORK_META.slug_url]: () =>
    import('./articles/advanced-blood-work').then((m) => m.advancedBloodWorkBody()),
  [SLEEP_RECOVERY_PERFORMANCE_META.slug_url]: () =>
    import('./articles/sleep-recovery-performance').then((m) => m.sleepRecoveryPerformanceBody()),
};

/** The body HTML of the bundled article `slug`. */
export const loadArticleBody = contentLoader(BODY_LOADERS);
