import { describe, expect, it } from 'vitest';
import { SITE_CONFIG } from '../../config/site-config';
import { locationClinicJsonLd } from './location-json-ld';
import { medicalClinicJsonLd } from './clinic-json-ld';

const BASE = { path: '/location/leslieville', description: 'Near Leslieville.', areaServed: ['Toronto'] };
const OWN_HOURS = {
  mon: { open: '09:00', close: '17:00' },
  tue: { open: '09:00', close: '17:00' },
  wed: null,
  thu: null,
  fri: null,
  sat: null,
  sun: null,
};

describe('locationClinicJsonLd', () => {
  it('without "Getting here" fields is the clinic’s own MedicalClinic, with the page’s URL and area', () => {
    const ld = locationClinicJsonLd(BASE);
    const clinic = medicalClinicJsonLd();
    expect(ld).toMatchObject({
      '@type': 'MedicalClinic',
      address: clinic.address,
      telephone: SITE_CONFIG.phones[0]?.dial,
      openingHoursSpecification: clinic.openingHoursSpecification,
      url: expect.stringMatching(/\/location\/leslieville$/),
    });
    expect(ld).not.toHaveProperty('geo');
    expect(ld).not.toHaveProperty('amenityFeature');
    expect(locationClinicJsonLd({ ...BASE, directions: {} })).toEqual(ld);
  });

  it('carries the page’s own address, geo, telephone, hours and known amenities', () => {
    const ld = locationClinicJsonLd({
      ...BASE,
      directions: {
        street_address: '12 Queen St E',
        postal_code: 'M4M 1A1',
        latitude: 43.6605,
        longitude: -79.3425,
        phone: '416-555-0142',
        hours: OWN_HOURS,
        accessibility: { step_free_entrance: true, elevator: false, note: 'Ramp at the side' },
      },
    });
    expect(ld.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '12 Queen St E',
      addressLocality: SITE_CONFIG.address.city,
      addressRegion: SITE_CONFIG.address.province,
      postalCode: 'M4M 1A1',
      addressCountry: 'CA',
    });
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 43.6605, longitude: -79.3425 });
    expect(ld.telephone).toBe('+14165550142');
    expect(ld.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday'], opens: '09:00', closes: '17:00' },
    ]);
    // Unknown (the washroom) is left out; a known "no" is stated.
    expect(ld.amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Step-free entrance', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Elevator', value: false },
    ]);
  });

  it('keeps the clinic’s address when the page gives only a postal code', () => {
    expect(locationClinicJsonLd({ ...BASE, directions: { postal_code: 'M4M 1A1' } }).address).toEqual(
      medicalClinicJsonLd().address,
    );
  });
});
