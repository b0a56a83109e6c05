import { paths } from '../../../../paths';
import type { ServiceCardFields } from '../types';

/** What cards and carousels show; the home page imports this, never the whole page content. */
export const GYNO_URO_CLINIC_CARD: ServiceCardFields = {
  slug: 'gyno-uro-clinic',
  path: paths.gynoUroClinic,
  name: 'Gyno-Uro Clinic',
  art: 'gyno-uro',
  summary:
    'Private, respectful care for gynaecological and urological concerns, from menopause and bladder control to prostate health and pelvic pain.',
  teaser: 'Respectful care for menopause, bladder, pelvic and prostate health concerns.',
};
