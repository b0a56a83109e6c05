import { contentLoader } from '../../../lib/content-loader';
import type { ServiceSlug } from './service-slugs';
import type { Service } from './types';

/**
 * Each service page's copy in a chunk of its own, so a service page downloads its own copy and not the other
 * nine (decision 0016). `services.ts` still lists them all, for the overview and the tests.
 */
const SERVICE_LOADERS: Record<ServiceSlug, () => Promise<Service>> = {
  'iv-therapy-boost-shots': () => import('./services/iv-therapy').then((m) => m.IV_THERAPY),
  'dna-clinical-testing': () => import('./services/dna-testing').then((m) => m.DNA_TESTING),
  'naturopathic-medicine': () => import('./services/naturopathic-medicine').then((m) => m.NATUROPATHIC_MEDICINE),
  audiology: () => import('./services/audiology').then((m) => m.AUDIOLOGY),
  'sports-medicine': () => import('./services/sports-medicine').then((m) => m.SPORTS_MEDICINE),
  'orthopaedic-clinic': () => import('./services/orthopaedic-clinic').then((m) => m.ORTHOPAEDIC_CLINIC),
  'gyno-uro-clinic': () => import('./services/gyno-uro-clinic').then((m) => m.GYNO_URO_CLINIC),
  'medical-aesthetics': () => import('./services/medical-aesthetics').then((m) => m.MEDICAL_AESTHETICS),
  'aging-wellness-clinic': () => import('./services/aging-wellness').then((m) => m.AGING_WELLNESS),
  'global-medical-consulting': () =>
    import('./services/global-medical-consulting').then((m) => m.GLOBAL_MEDICAL_CONSULTING),
};

/** The copy of the service page `slug` (one of the ten; the route table passes no other). */
export const loadService = contentLoader<Service>(SERVICE_LOADERS);
