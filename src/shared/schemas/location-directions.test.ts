import { describe, expect, it } from 'vitest';
import { DEMO_LOCATION_PAGES } from '../../../tools/scripts/lib/demo-data';
import { dialPhone, LOCATION_DIRECTIONS_FIELDS } from '../location-directions';
import {
  DIRECTIONS_TYPES_AGREE,
  locationDirectionsShape,
  normalizePhone,
  normalizePostalCode,
} from './location-directions';
import { locationPageInputSchema } from './location-page';

const PLAIN = DEMO_LOCATION_PAGES[1]?.page;
if (!PLAIN) throw new Error('The demo data needs a second location page.');

const WEEK = {
  mon: { open: '09:00', close: '17:00' },
  tue: { open: '09:00', close: '17:00' },
  wed: null,
  thu: { open: '12:00', close: '20:00' },
  fri: { open: '09:00', close: '17:00' },
  sat: null,
  sun: null,
};

const parse = (extra: Record<string, unknown>) => locationPageInputSchema.safeParse({ ...PLAIN, ...extra });
const firstIssue = (extra: Record<string, unknown>) => {
  const result = parse(extra);
  if (result.success) throw new Error('expected the page to be refused');
  const [issue] = result.error.issues;
  return { path: issue?.path.join('.'), message: issue?.message };
};

describe('location page schema: "Getting here" fields', () => {
  it('has exactly the fields the zod-free type lists (public pages use that, without zod)', () => {
    expect([...LOCATION_DIRECTIONS_FIELDS].sort()).toEqual(Object.keys(locationDirectionsShape).sort());
    expect(DIRECTIONS_TYPES_AGREE).toBe(true);
  });

  it('accepts a page without any of them, and adds none', () => {
    const result = parse({});
    expect(result.success).toBe(true);
    expect(Object.keys(result.data ?? {})).not.toContain('hours');
    expect(Object.keys(result.data ?? {})).not.toContain('latitude');
  });

  it('accepts every field and normalises the postal code and phone', () => {
    const result = parse({
      street_address: ' 12 Queen St E ',
      postal_code: 'm4m-1a1',
      latitude: 43.66,
      longitude: -79.34,
      phone: '+1 (416) 555-0142',
      hours: WEEK,
      transit: 'Streetcar 501',
      parking: 'Green P',
      accessibility: { step_free_entrance: true, elevator: false, note: 'Ramp at the side' },
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      street_address: '12 Queen St E',
      postal_code: 'M4M 1A1',
      phone: '416-555-0142',
      hours: WEEK,
      accessibility: { step_free_entrance: true, elevator: false, note: 'Ramp at the side' },
    });
    expect(result.data?.accessibility).not.toHaveProperty('accessible_washroom');
  });

  it('takes both coordinates or neither, naming the missing one', () => {
    expect(parse({ latitude: 43.66, longitude: -79.34 }).success).toBe(true);
    expect(firstIssue({ latitude: 43.66 })).toEqual({
      path: 'longitude',
      message: 'Give both the latitude and the longitude, or neither.',
    });
    expect(firstIssue({ longitude: -79.34 }).path).toBe('latitude');
  });

  it('keeps coordinates in range and numeric', () => {
    expect(firstIssue({ latitude: 90.5, longitude: 0 })).toEqual({
      path: 'latitude',
      message: 'The latitude is between -90 and 90.',
    });
    expect(firstIssue({ latitude: 0, longitude: -181 }).message).toBe('The longitude is between -180 and 180.');
    expect(firstIssue({ latitude: Number.NaN, longitude: 0 }).message).toBe(
      'Enter the latitude as a number, such as 43.6709.',
    );
  });

  it.each([
    ['M5R 2E8', 'M5R 2E8'],
    ['m5r2e8', 'M5R 2E8'],
    [' k1a-0b1 ', 'K1A 0B1'],
  ])('normalises the postal code %j to %j', (typed, stored) => {
    expect(normalizePostalCode(typed)).toBe(stored);
    expect(parse({ postal_code: typed }).data?.postal_code).toBe(stored);
  });

  it.each(['90210', 'D5R 2E8', 'W5R 2E8', 'M5R 2E', 'M5R 2E88'])('refuses the postal code %j', (typed) => {
    expect(normalizePostalCode(typed)).toBeNull();
    expect(firstIssue({ postal_code: typed })).toEqual({
      path: 'postal_code',
      message: 'Enter a Canadian postal code such as M5R 2E8.',
    });
  });

  it('stores phones as 416-555-0142 and dials them in E.164', () => {
    for (const typed of ['416-555-0142', '(416) 555 0142', '+1 416.555.0142', '14165550142']) {
      expect(normalizePhone(typed)).toBe('416-555-0142');
    }
    expect(dialPhone('416-555-0142')).toBe('+14165550142');
    expect(firstIssue({ phone: '555-0142' }).message).toBe('Enter a 10-digit phone number such as 416-555-0100.');
  });

  it('checks the weekly hours day by day', () => {
    expect(firstIssue({ hours: { ...WEEK, tue: { open: '17:00', close: '09:00' } } })).toEqual({
      path: 'hours.tue.close',
      message: 'The closing time must be after the opening time.',
    });
    expect(firstIssue({ hours: { ...WEEK, wed: { open: '9:00', close: '17:00' } } }).path).toBe('hours.wed.open');
    expect(firstIssue({ hours: { ...WEEK, sun: undefined } }).path).toBe('hours.sun');
    expect(firstIssue({ hours: { ...WEEK, mon: 'closed' } }).path).toBe('hours.mon');
    expect(firstIssue({ hours: 'Mon–Fri 9 to 5' }).path).toBe('hours');
  });

  it('refuses empty text, unknown accessibility fields and non-boolean answers', () => {
    expect(firstIssue({ parking: '  ' })).toEqual({ path: 'parking', message: 'Leave this field out, or fill it in.' });
    expect(parse({ accessibility: { ramp: true } }).success).toBe(false);
    expect(firstIssue({ accessibility: { elevator: 'yes' } }).path).toBe('accessibility.elevator');
  });
});
