// The service pages that share the service template, in the spec's order: the one list of them. Adding a service
// page means writing its card (`services/<slug>.card.ts`: name, path, icon, card texts) and its copy
// (`services/<slug>.copy.ts`, exporting SERVICE), then adding its card here. Routes, prerendering, the sitemap, the menus,
// the carousels and the offline page all follow from this list.
import { IV_THERAPY_CARD } from './services/iv-therapy-boost-shots.card';
import { DNA_TESTING_CARD } from './services/dna-clinical-testing.card';
import { NATUROPATHIC_MEDICINE_CARD } from './services/naturopathic-medicine.card';
import { AUDIOLOGY_CARD } from './services/audiology.card';
import { SPORTS_MEDICINE_CARD } from './services/sports-medicine.card';
import { ORTHOPAEDIC_CLINIC_CARD } from './services/orthopaedic-clinic.card';
import { GYNO_URO_CLINIC_CARD } from './services/gyno-uro-clinic.card';
import { MEDICAL_AESTHETICS_CARD } from './services/medical-aesthetics.card';
import { AGING_WELLNESS_CARD } from './services/aging-wellness-clinic.card';
import { GLOBAL_MEDICAL_CONSULTING_CARD } from './services/global-medical-consulting.card';

/** Each service page's card fields: light enough for the home page's carousels and the menus. */
export const SERVICE_CARD_FIELDS = [
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
] as const;

type ServiceCard = (typeof SERVICE_CARD_FIELDS)[number];
/** A service page's slug: its path without the leading slash. */
export type ServiceSlug = ServiceCard['slug'];
export type ServicePath = ServiceCard['path'];

export const SERVICE_PAGE_PATHS: readonly ServicePath[] = SERVICE_CARD_FIELDS.map((card) => card.path);

export function isServiceSlug(value: string): value is ServiceSlug {
  return SERVICE_CARD_FIELDS.some((card) => card.slug === value);
}

/** The card fields (name, path, icon) of each service page by slug: what links between the pages need. */
export const SERVICE_CARDS_BY_SLUG = Object.fromEntries(SERVICE_CARD_FIELDS.map((card) => [card.slug, card])) as Record<
  ServiceSlug,
  ServiceCard
>;
