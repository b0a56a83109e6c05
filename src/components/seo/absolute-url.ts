import { SITE_CONFIG } from '../../config/site-config';

export const absoluteUrl = (path: string) => (/^https?:\/\//.test(path) ? path : `${SITE_CONFIG.siteUrl}${path}`);
