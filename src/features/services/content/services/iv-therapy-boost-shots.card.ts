import type { ServiceCardFields } from '../types';

/** What cards and carousels show; the home page imports this, never the whole page content. */
export const IV_THERAPY_CARD = {
  slug: 'iv-therapy-boost-shots',
  path: '/iv-therapy-boost-shots',
  name: 'IV Therapy & Boost Shots',
  art: 'iv-therapy',
  summary:
    'Clinician-prescribed IV fluids, vitamins and minerals, and quick intramuscular boost shots, given after a health review in a calm, supervised setting.',
  teaser: 'Supervised IV fluids, vitamins and boost shots, prescribed after a review of your health.',
} as const satisfies ServiceCardFields;
