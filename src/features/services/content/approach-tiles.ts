import { paths } from '../../../paths';
import type { ApproachTile } from './types';

/** "A Holistic Approach to Your Health": the twelve tiles in the spec's order. */
export const APPROACH_TILES: readonly ApproachTile[] = [
  { name: 'Sports Medicine', link: paths.sportsMedicine, art: 'sports' },
  { name: 'Audiology', link: paths.audiology, art: 'audiology' },
  { name: 'DNA Analysis', link: paths.dnaTesting, art: 'dna' },
  { name: 'Global Medical Consulting', link: paths.globalMedicalConsulting, art: 'global' },
  { name: 'Gyno-Uro Clinic', link: paths.gynoUroClinic, art: 'gyno-uro' },
  { name: 'Medical Aesthetics', link: paths.medicalAesthetics, art: 'aesthetics' },
  { name: 'Aging & Wellness', link: paths.agingWellness, art: 'aging' },
  { name: 'IV Therapy', link: paths.ivTherapy, art: 'iv-therapy' },
  { name: 'Naturopathic Medicine', link: paths.naturopathicMedicine, art: 'naturopathic' },
  { name: 'Orthopaedic Clinic', link: paths.orthopaedicClinic, art: 'orthopaedic' },
  { name: 'Pelvic Floor Therapy for Men', link: paths.pelvicFloorMen, art: 'pelvic-men' },
  { name: 'Pelvic Floor Therapy for Women', link: paths.pelvicFloorWomen, art: 'pelvic-women' },
];
