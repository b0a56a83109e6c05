import type { ArticleMeta } from '../article-schema';

/** Card and menu data only: pages that list articles import this, never the body. */
export const METABOLISM_MISUNDERSTOOD_META: ArticleMeta = {
  id: 3,
  slug_url: 'your-metabolism-isnt-broken-its-misunderstood',
  main_heading: "Your Metabolism Isn't Broken, It's Misunderstood",
  paragraph:
    'Weight gain in midlife is common, but a "broken metabolism" is rarely the reason. Understanding where your energy really goes points to changes that work.',
  date: '',
  blog_creative: {
    motif: 'metabolism-leaf',
    alt: 'A leaf and a small flame inside a circular arrow, suggesting energy in balance',
  },
};
