import { SITE_CONFIG } from '../../config/site-config';
import { openingHoursSpecification } from '../../lib/opening-hours-schema';
import { address, type JsonLd } from './json-ld';

/*
 * The clinic's MedicalClinic block, apart from json-ld.ts because only the home, contact and location pages use it:
 * the hours' schema.org form stays out of every other page's first load. Its hours come from the same
 * SITE_CONFIG.weeklyHours as the footer's and the contact page's text.
 */

export function medicalClinicJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    name: SITE_CONFIG.clinicName,
    url: SITE_CONFIG.siteUrl,
    telephone: SITE_CONFIG.phones[0]?.dial,
    faxNumber: SITE_CONFIG.fax.dial,
    email: SITE_CONFIG.email,
    address: address(),
    openingHoursSpecification: openingHoursSpecification(SITE_CONFIG.weeklyHours),
    medicalSpecialty: ['PreventiveMedicine', 'Geriatric'],
    sameAs: SITE_CONFIG.socialProfiles.map((p) => p.url),
  };
}
