import { SITE_CONFIG } from '../../config/site-config';
import { openingHoursSpecification } from '../../lib/opening-hours-schema';
import { dialPhone, type LocationDirections } from '@shared/location-directions';
import { absoluteUrl } from './absolute-url';
import { medicalClinicJsonLd } from './clinic-json-ld';
import type { JsonLd } from './json-ld';

/** A location page's own street address; its city and province are the clinic's (location pages are in Toronto). */
const ownAddress = (street: string, postalCode?: string) => ({
  '@type': 'PostalAddress',
  streetAddress: street,
  addressLocality: SITE_CONFIG.address.city,
  addressRegion: SITE_CONFIG.address.province,
  ...(postalCode ? { postalCode } : {}),
  addressCountry: 'CA',
});

const AMENITIES = [
  ['step_free_entrance', 'Step-free entrance'],
  ['elevator', 'Elevator'],
  ['accessible_washroom', 'Accessible washroom'],
] as const;

/**
 * A location page: the clinic (its details from the site config) as seen from one part of the city, with the area
 * it serves and, where the page states them, its own address, coordinates, phone, hours and accessibility
 * (an amenity is listed when known, true or false; unknown is left out).
 */
export function locationClinicJsonLd(page: {
  path: string;
  description: string;
  areaServed: string[];
  directions?: LocationDirections;
}): JsonLd {
  const own = page.directions ?? {};
  const clinic = medicalClinicJsonLd();
  const amenities = AMENITIES.flatMap(([key, name]) => {
    const value = own.accessibility?.[key];
    return value === undefined ? [] : [{ '@type': 'LocationFeatureSpecification', name, value }];
  });
  return {
    ...clinic,
    url: absoluteUrl(page.path),
    description: page.description,
    areaServed: page.areaServed.map((name) => ({ '@type': 'Place', name })),
    ...(own.street_address ? { address: ownAddress(own.street_address, own.postal_code) } : {}),
    ...(own.latitude !== undefined && own.longitude !== undefined
      ? { geo: { '@type': 'GeoCoordinates', latitude: own.latitude, longitude: own.longitude } }
      : {}),
    ...(own.phone ? { telephone: dialPhone(own.phone) } : {}),
    ...(own.hours ? { openingHoursSpecification: openingHoursSpecification(own.hours) } : {}),
    ...(amenities.length ? { amenityFeature: amenities } : {}),
  };
}
