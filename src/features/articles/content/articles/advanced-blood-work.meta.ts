import type { ArticleMeta } from '../article-schema';

/** Card and menu data only: pages that list articles import this, never the body. */
export const ADVANCED_BLOOD_WORK_META: ArticleMeta = {
  id: 6,
  slug_url: 'advanced-blood-work-what-standard-panels-miss',
  main_heading: 'Advanced Blood Work: What Standard Panels Miss',
  paragraph:
    'Routine blood tests answer important questions, but a few additional markers, chosen for the right person, can sharpen the picture of heart, kidney and metabolic risk.',
  date: '',
  blog_creative: {
    motif: 'blood-lab',
    alt: 'A drop of blood beside two test tubes and a rising line of results',
  },
};
