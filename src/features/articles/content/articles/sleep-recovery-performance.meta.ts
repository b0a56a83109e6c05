import type { ArticleMeta } from '../article-schema';

/** Card and menu data only: pages that list articles import this, never the body. */
export const SLEEP_RECOVERY_PERFORMANCE_META: ArticleMeta = {
  id: 7,
  slug_url: 'sleep-recovery-and-performance-in-high-performers',
  main_heading: 'Sleep, Recovery and Performance in High Performers',
  paragraph:
    'For people who push hard, sleep is a performance tool. Regular timing, low-stimulus evenings and recovery-centred weekends protect both health and judgement.',
  date: '',
  blog_creative: {
    motif: 'moon-sleep',
    alt: 'A crescent moon and stars above a row of even bars showing a regular sleep rhythm',
  },
};
