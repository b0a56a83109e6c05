import type { LocationPageInput } from '@shared/schemas/location-page';
import { locationPageInput } from './location-page';

/** A location page's required fields (no "Getting here" fields): what clients wrote before those fields existed. */
export function plainLocationPage(slug: string, heading = 'Preventive Care in Leslieville'): LocationPageInput {
  return locationPageInput(slug, { main_heading: heading, meta_title: heading, published: true });
}

/** Every "Getting here" field, typed loosely (spacing, case, separators) to show what the API normalises. */
export const DIRECTIONS_AS_TYPED = {
  street_address: '12 Queen St E, Suite 3; rear door',
  postal_code: 'm4m1a1',
  latitude: 43.6605,
  longitude: -79.3425,
  phone: '(416) 555 0142',
  hours: {
    mon: { open: '09:00', close: '17:00' },
    tue: { open: '09:00', close: '17:00' },
    wed: { open: '09:00', close: '17:00' },
    thu: { open: '09:00', close: '19:30' },
    fri: { open: '09:00', close: '17:00' },
    sat: null,
    sun: null,
  },
  transit: 'Take the 501 Queen streetcar to Carlaw Ave.\nThe door is 50 m east.',
  parking: 'Green P lot on Carlaw Ave, $3 per half hour.',
  accessibility: { step_free_entrance: true, elevator: false, note: 'The ramp is on the east side.' },
};

/** The same fields as the API stores and answers them. */
export const DIRECTIONS_STORED = { ...DIRECTIONS_AS_TYPED, postal_code: 'M4M 1A1', phone: '416-555-0142' };
