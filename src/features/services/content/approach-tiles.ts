import { paths } from '../../../paths';
import type { ServicePath } from './service-registry';
import type { ApproachTile } from './types';

/** "A Holistic Approach to Your Health": the twelve tiles in the spec's order. */
export const APPROACH_TILES: readonly ApproachTile[] = [
  { name: 'Sports Medicine', link: '/sports-medicine' satisfies ServicePath, art: 'sports' },
  { name: 'Audiology', link: '/audiology' satisfies ServicePath, art: 'audiology' },
  { name: 'DNA Analysis', link: '/dna-clinical-testing' satisfies ServicePath, art: 'dna' },
  { name: 'Global Medical Consulting', link: '/global-medical-consulting' satisfies ServicePath, art: 'global' },
  { name: 'Gyno-Uro Clinic', link: '/gyno-uro-clinic' satisfies ServicePath, art: 'gyno-uro' },
  { name: 'Medical Aesthetics', link: '/medical-aesthetics' satisfies ServicePath, art: 'aesthetics' },
  { name: 'Aging & Wellness', link: '/aging-wellness-clinic' satisfies ServicePath, art: 'aging' },
  { name: 'IV Therapy', link: '/iv-therapy-boost-shots' satisfies ServicePath, art: 'iv-therapy' },
  { name: 'Naturopathic Medicine', link: '/naturopathic-medicine' satisfies ServicePath, art: 'naturopathic' },
  { name: 'Orthopaedic Clinic', link: '/orthopaedic-clinic' satisfies ServicePath, art: 'orthopaedic' },
  { name: 'Pelvic Floor Therapy for Men', link: paths.pelvicFloorMen, art: 'pelvic-men' },
  { name: 'Pelvic Floor Therapy for Women', link: paths.pelvicFloorWomen, art: 'pelvic-women' },
];
