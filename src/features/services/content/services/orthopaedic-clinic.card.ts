import type { ServiceCardFields } from '../types';

/** What cards and carousels show; the home page imports this, never the whole page content. */
export const ORTHOPAEDIC_CLINIC_CARD = {
  slug: 'orthopaedic-clinic',
  path: '/orthopaedic-clinic',
  name: 'Orthopaedic Clinic',
  art: 'orthopaedic',
  summary:
    'Assessment and treatment of joint, bone and back problems, with non-surgical options first and quick coordination with surgeons when needed.',
  teaser: 'Joint, bone and back care with non-surgical options first and surgeons when needed.',
} as const satisfies ServiceCardFields;
