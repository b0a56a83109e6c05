import type { ServiceCardFields } from '../types';

/** What cards and carousels show; the home page imports this, never the whole page content. */
export const AGING_WELLNESS_CARD = {
  slug: 'aging-wellness-clinic',
  path: '/aging-wellness-clinic',
  name: 'Aging & Wellness Clinic',
  art: 'aging',
  summary:
    'A preventive plan for the decades ahead: strength and balance, heart and bone health, sleep, memory, screening and vaccines, reviewed with you every year.',
  teaser: 'A yearly prevention plan for strength, heart, bone, sleep and memory health.',
} as const satisfies ServiceCardFields;
