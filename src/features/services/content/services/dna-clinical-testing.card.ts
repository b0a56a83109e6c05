import type { ServiceCardFields } from '../types';

/** What cards and carousels show; the home page imports this, never the whole page content. */
export const DNA_TESTING_CARD = {
  slug: 'dna-clinical-testing',
  path: '/dna-clinical-testing',
  name: 'DNA Clinical Testing',
  art: 'dna',
  summary:
    'Clinical-grade genetic tests, chosen with a physician and explained in plain language, to inform screening, prevention and medication choices.',
  teaser: 'Clinical genetic tests chosen with a physician and explained clearly, with privacy built in.',
} as const satisfies ServiceCardFields;
