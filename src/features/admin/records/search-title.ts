import { SITE_CONFIG } from '../../../config/site-config';

/** The title a public page will have: Seo's rule, the clinic name appended unless the title already has it. */
export const searchTitle = (title: string): string =>
  !title || title.includes(SITE_CONFIG.clinicName) ? title : `${title} | ${SITE_CONFIG.clinicName}`;
