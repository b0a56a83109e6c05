import { SITE_CONFIG } from '../../../config/site-config';
import type { LegalBlock, LegalLink, RichText } from './legal-schema';

/** Small builders that keep the legal texts readable as prose. */
export const p = (text: RichText): LegalBlock => ({ type: 'paragraph', text });
export const list = (...items: RichText[]): LegalBlock => ({ type: 'list', items });
export const address = (...lines: RichText[]): LegalBlock => ({ type: 'address', lines });
export const link = (text: string, href: string): LegalLink => ({ text, href });

const [mainPhone] = SITE_CONFIG.phones;

/** The clinic's main phone number as a tel: link (placeholder values live in SITE_CONFIG). */
export const mainPhoneLink: LegalLink = mainPhone
  ? link(mainPhone.display, `tel:${mainPhone.dial}`)
  : link(SITE_CONFIG.email, `mailto:${SITE_CONFIG.email}`);

export const emailLink: LegalLink = link(SITE_CONFIG.email, `mailto:${SITE_CONFIG.email}`);

/** Postal lines for the contact block: clinic name, attention line, street, then city. */
export function clinicAddressLines(attention: string): RichText[] {
  const { clinicName, address: postal } = SITE_CONFIG;
  return [
    clinicName,
    attention,
    postal.street,
    `${postal.city}, ${postal.province} ${postal.postalCode}`,
    ['Phone: ', mainPhoneLink],
    ['Email: ', emailLink],
  ];
}
