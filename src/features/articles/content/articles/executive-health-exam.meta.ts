import type { ArticleMeta } from '../article-schema';

/** Card and menu data only: pages that list articles import this, never the body. */
export const EXECUTIVE_HEALTH_EXAM_META: ArticleMeta = {
  id: 4,
  slug_url: 'the-executive-health-exam-why-one-day-can-change-your-year',
  main_heading: 'The Executive Health Exam: Why One Day Can Change Your Year',
  paragraph:
    'A comprehensive executive health exam brings history, testing and clinical advice together in one coordinated day, then turns the results into a plan you can act on.',
  date: '',
  blog_creative: {
    motif: 'exam-clipboard',
    alt: 'A clipboard with a checklist beside a calendar with one day highlighted',
  },
};
