import { CHAIR_CONTRACTIONS, CHAIR_MINUTES } from './shared-copy';
import type { PageSeo } from './types';

/** The shared /pelvic-floor-therapy page. */
export const OVERVIEW_SEO: PageSeo = {
  title: 'Pelvic Floor Therapy in Toronto: Electromagnetic Pelvic Chair',
  description:
    `Non-invasive pelvic floor therapy for men and women in Toronto. Sit fully clothed for ${CHAIR_MINUTES} while ` +
    `an electromagnetic chair produces ${CHAIR_CONTRACTIONS} contractions. Free assessment.`,
  breadcrumb: 'Pelvic floor therapy',
};
