import { paths } from '../../../paths';
import { servicePath } from './service-path';
import type { ApproachTile } from './types';

/** "A Holistic Approach to Your Health": the twelve tiles in the spec's order. */
export const APPROACH_TILES: readonly ApproachTile[] = [
  { name: 'Sports Medicine', link: servicePath('sports-medicine'), art: 'sports' },
  { name: 'Audiology', link: servicePath('audiology'), art: 'audiology' },
  { name: 'DNA Analysis', link: servicePath('dna-clinical-testing'), art: 'dna' },
  { name: 'Global Medical Consulting', link: servicePath('global-medical-consulting'), art: 'global' },
  { name: 'Gyno-Uro Clinic', link: servicePath('gyno-uro-clinic'), art: 'gyno-uro' },
  { name: 'Medical Aesthetics', link: servicePath('medical-aesthetics'), art: 'aesthetics' },
  { name: 'Aging & Wellness', link: servicePath('aging-wellness-clinic'), art: 'aging' },
  { name: 'IV Therapy', link: servicePath('iv-therapy-boost-shots'), art: 'iv-therapy' },
  { name: 'Naturopathic Medicine', link: servicePath('naturopathic-medicine'), art: 'naturopathic' },
  { name: 'Orthopaedic Clinic', link: servicePath('orthopaedic-clinic'), art: 'orthopaedic' },
  { name: 'Pelvic Floor Therapy for Men', link: paths.pelvicFloorMen, art: 'pelvic-men' },
  { name: 'Pelvic Floor Therapy for Women', link: paths.pelvicFloorWomen, art: 'pelvic-women' },
];
