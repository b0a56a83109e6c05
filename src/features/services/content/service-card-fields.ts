// The ten services' card fields in the spec's order: light enough for the home page's carousels.
import { IV_THERAPY_CARD } from './services/iv-therapy.card';
import { DNA_TESTING_CARD } from './services/dna-testing.card';
import { NATUROPATHIC_MEDICINE_CARD } from './services/naturopathic-medicine.card';
import { AUDIOLOGY_CARD } from './services/audiology.card';
import { SPORTS_MEDICINE_CARD } from './services/sports-medicine.card';
import { ORTHOPAEDIC_CLINIC_CARD } from './services/orthopaedic-clinic.card';
import { GYNO_URO_CLINIC_CARD } from './services/gyno-uro-clinic.card';
import { MEDICAL_AESTHETICS_CARD } from './services/medical-aesthetics.card';
import { AGING_WELLNESS_CARD } from './services/aging-wellness.card';
import { GLOBAL_MEDICAL_CONSULTING_CARD } from './services/global-medical-consulting.card';
import type { ServiceSlug } from './service-slugs';
import type { ServiceCardFields } from './types';

export const SERVICE_CARD_FIELDS: readonly ServiceCardFields[] = [
  IV_THERAPY_CARD,
  DNA_TESTING_CARD,
  NATUROPATHIC_MEDICINE_CARD,
  AUDIOLOGY_CARD,
  SPORTS_MEDICINE_CARD,
  ORTHOPAEDIC_CLINIC_CARD,
  GYNO_URO_CLINIC_CARD,
  MEDICAL_AESTHETICS_CARD,
  AGING_WELLNESS_CARD,
  GLOBAL_MEDICAL_CONSULTING_CARD,
];

/** The card fields (name, path, icon) of each service page by slug: what links between the pages need. */
export const SERVICE_CARDS_BY_SLUG = Object.fromEntries(SERVICE_CARD_FIELDS.map((card) => [card.slug, card])) as Record<
  ServiceSlug,
  ServiceCardFields
>;
