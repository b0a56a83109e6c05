import type { ServiceCardFields } from '../types';

/** What cards and carousels show; the home page imports this, never the whole page content. */
export const NATUROPATHIC_MEDICINE_CARD = {
  slug: 'naturopathic-medicine',
  path: '/naturopathic-medicine',
  name: 'Naturopathic Medicine',
  art: 'naturopathic',
  summary:
    'Licensed naturopathic doctors who focus on nutrition, sleep, stress and lifestyle, working alongside your physicians rather than instead of them.',
  teaser: 'Nutrition, sleep, stress and lifestyle care from licensed naturopathic doctors.',
} as const satisfies ServiceCardFields;
