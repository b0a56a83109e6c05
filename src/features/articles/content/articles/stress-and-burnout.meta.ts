import type { ArticleMeta } from '../article-schema';

/** Card and menu data only: pages that list articles import this, never the body. */
export const STRESS_AND_BURNOUT_META: ArticleMeta = {
  id: 2,
  slug_url: 'how-stress-and-burnout-affect-long-term-health',
  main_heading: 'How Stress and Burnout Affect Long-Term Health',
  paragraph:
    'Stress is part of a demanding life, but when it never switches off it can affect blood pressure, sleep, weight and mood. Here is what happens in the body, and what genuinely helps.',
  date: '',
  blog_creative: {
    motif: 'calm-waves',
    alt: 'Layered waves settling into calm water beneath a low sun',
  },
};
