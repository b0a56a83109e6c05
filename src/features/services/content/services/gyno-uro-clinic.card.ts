import type { ServiceCardFields } from '../types';

/** What cards and carousels show; the home page imports this, never the whole page content. */
export const GYNO_URO_CLINIC_CARD = {
  slug: 'gyno-uro-clinic',
  path: '/gyno-uro-clinic',
  name: 'Gyno-Uro Clinic',
  art: 'gyno-uro',
  summary:
    'Private, respectful care for gynaecological and urological concerns, from menopause and bladder control to prostate health and pelvic pain.',
  teaser: 'Respectful care for menopause, bladder, pelvic and prostate health concerns.',
} as const satisfies ServiceCardFields;
