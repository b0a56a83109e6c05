import { SITE_CONFIG, type SiteConfig } from '../../config/site-config';
import { buildOrganizationVCard } from '../../lib/vcard';

/** The parts of the site config a contact card needs. */
export type VCardSource = Pick<SiteConfig, 'clinicName' | 'siteUrl' | 'phones' | 'fax' | 'email' | 'address' | 'hours'>;

/**
 * The clinic's contact card (vCard 3.0, src/lib/vcard.ts). Phones are in E.164 so they dial from anywhere; the
 * note tells the reader that GHAP referrals go by fax.
 */
export function buildClinicVCard(config: VCardSource = SITE_CONFIG): string {
  return buildOrganizationVCard({
    name: config.clinicName,
    phones: [...config.phones.map((phone) => ({ dial: phone.dial })), { dial: config.fax.dial, fax: true }],
    email: config.email,
    address: { ...config.address, country: 'Canada' },
    url: config.siteUrl,
    note: `Hours: ${config.hours}. GHAP referrals by fax: ${config.fax.display}.`,
  });
}
