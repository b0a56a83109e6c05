import type { ServiceCardFields } from '../types';

/** What cards and carousels show; the home page imports this, never the whole page content. */
export const MEDICAL_AESTHETICS_CARD = {
  slug: 'medical-aesthetics',
  path: '/medical-aesthetics',
  name: 'Medical Aesthetics',
  art: 'aesthetics',
  summary:
    'Physician-led skin and aesthetic treatments with an honest consultation first, natural-looking goals and Health Canada-authorized products.',
  teaser: 'Physician-led skin and aesthetic treatments, with an honest consultation first.',
} as const satisfies ServiceCardFields;
