import type { ServiceCardFields } from '../types';

/** What cards and carousels show; the home page imports this, never the whole page content. */
export const SPORTS_MEDICINE_CARD = {
  slug: 'sports-medicine',
  path: '/sports-medicine',
  name: 'Sports Medicine',
  art: 'sports',
  summary:
    'Diagnosis and non-surgical care for sports and activity injuries, plus safe exercise plans that keep you moving at every age.',
  teaser: 'Non-surgical care for activity injuries and safe exercise plans at any age.',
} as const satisfies ServiceCardFields;
