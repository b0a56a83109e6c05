import type { ArticleMeta } from '../article-schema';

/** Card and menu data only: pages that list articles import this, never the body. */
export const PREVENTION_AFTER_40_META: ArticleMeta = {
  id: 1,
  slug_url: 'what-does-prevention-actually-look-like-after-40',
  main_heading: 'What Does Prevention Actually Look Like After 40?',
  paragraph:
    'Prevention after 40 is less about dramatic testing and more about knowing your numbers, keeping screening up to date and building habits that protect your heart, brain and independence.',
  date: '',
  blog_creative: {
    motif: 'heart-rhythm',
    alt: 'A steady heart-rhythm line crossing a set of concentric rings',
  },
};
