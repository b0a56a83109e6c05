import { AGING_WELLNESS } from './services/aging-wellness';
import { AUDIOLOGY } from './services/audiology';
import { DNA_TESTING } from './services/dna-testing';
import { GLOBAL_MEDICAL_CONSULTING } from './services/global-medical-consulting';
import { GYNO_URO_CLINIC } from './services/gyno-uro-clinic';
import { IV_THERAPY } from './services/iv-therapy';
import { MEDICAL_AESTHETICS } from './services/medical-aesthetics';
import { NATUROPATHIC_MEDICINE } from './services/naturopathic-medicine';
import { ORTHOPAEDIC_CLINIC } from './services/orthopaedic-clinic';
import { SPORTS_MEDICINE } from './services/sports-medicine';
import { isServiceSlug, type ServiceSlug } from './service-slugs';
import type { Service } from './types';

/** The ten template-based service pages, keyed by slug. */
export const SERVICES_BY_SLUG: Readonly<Record<ServiceSlug, Service>> = {
  'iv-therapy-boost-shots': IV_THERAPY,
  'dna-clinical-testing': DNA_TESTING,
  'naturopathic-medicine': NATUROPATHIC_MEDICINE,
  audiology: AUDIOLOGY,
  'sports-medicine': SPORTS_MEDICINE,
  'orthopaedic-clinic': ORTHOPAEDIC_CLINIC,
  'gyno-uro-clinic': GYNO_URO_CLINIC,
  'medical-aesthetics': MEDICAL_AESTHETICS,
  'aging-wellness-clinic': AGING_WELLNESS,
  'global-medical-consulting': GLOBAL_MEDICAL_CONSULTING,
};

/** In the spec's order. */
export const SERVICES: readonly Service[] = Object.values(SERVICES_BY_SLUG);

/** The service for a slug, or undefined for anything else (routes only pass known slugs). */
export function findService(slug: string): Service | undefined {
  return isServiceSlug(slug) ? SERVICES_BY_SLUG[slug] : undefined;
}
