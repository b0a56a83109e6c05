import type { ArticleMeta } from '../article-schema';

/** Card and menu data only: pages that list articles import this, never the body. */
export const WOMENS_HEALTH_AFTER_40_META: ArticleMeta = {
  id: 5,
  slug_url: 'womens-health-after-40-what-should-change',
  main_heading: "Women's Health After 40: What Should Change?",
  paragraph:
    'Perimenopause, shifting heart and bone risk and updated screening make the 40s and 50s a natural time for women to refresh their health plan.',
  date: '',
  blog_creative: {
    motif: 'womens-circles',
    alt: 'Three overlapping circles in ink and gold, suggesting connected stages of life',
  },
};
