import { paths } from '../../../paths';
import type { ServiceArt } from './types';

/**
 * The two pelvic floor pages are built by another feature; the services overview, the carousels and
 * the approach tiles still list them, so their card text lives here.
 */
export const PELVIC_FLOOR_SERVICES: readonly {
  name: string;
  link: string;
  art: ServiceArt;
  summary: string;
  teaser: string;
}[] = [
  {
    name: 'Pelvic Floor Therapy for Men',
    link: paths.pelvicFloorMen,
    art: 'pelvic-men',
    summary:
      'Non-invasive electromagnetic chair sessions of 28 minutes that exercise the pelvic floor muscles while you sit fully clothed, starting with a free assessment.',
    teaser: 'Non-invasive 28-minute chair sessions to strengthen the pelvic floor, fully clothed.',
  },
  {
    name: 'Pelvic Floor Therapy for Women',
    link: paths.pelvicFloorWomen,
    art: 'pelvic-women',
    summary:
      'Non-invasive electromagnetic chair sessions of 28 minutes that help strengthen the pelvic floor after childbirth or menopause, starting with a free assessment.',
    teaser: 'Non-invasive 28-minute chair sessions to strengthen the pelvic floor after birth or menopause.',
  },
];
