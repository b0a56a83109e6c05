import type { ServiceCardFields } from '../types';

/** What cards and carousels show; the home page imports this, never the whole page content. */
export const GLOBAL_MEDICAL_CONSULTING_CARD = {
  slug: 'global-medical-consulting',
  path: '/global-medical-consulting',
  name: 'Global Medical Consulting',
  art: 'global',
  summary:
    'Help with second opinions, complex diagnoses, medical records and care across borders, from a physician-led team that stays on your side.',
  teaser: 'Second opinions, records and care coordination across borders, led by physicians.',
} as const satisfies ServiceCardFields;
