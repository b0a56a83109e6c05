import type { ServiceCardFields } from '../types';

/** What cards and carousels show; the home page imports this, never the whole page content. */
export const AUDIOLOGY_CARD = {
  slug: 'audiology',
  path: '/audiology',
  name: 'Audiology',
  art: 'audiology',
  summary:
    'Hearing assessments by audiologists, clear explanations of your results and, when needed, hearing aid advice and fitting with ongoing follow-up.',
  teaser: 'Hearing tests, clear results and hearing aid advice from audiologists.',
} as const satisfies ServiceCardFields;
