import { SITE_CONFIG } from '../../../config/site-config';
import { WEEK_DAYS, type LocationDirections, type WeekDay, type WeeklyHours } from '@shared/location-directions';
import { locationDirectionsShape } from '@shared/schemas/location-directions';
import type { LocationPageInput } from '@shared/schemas/location-page';

/** Yes, no, or not stated (left out of the page and the JSON-LD). */
export type TriState = '' | 'yes' | 'no';
export type DayRow = { closed: boolean; open: string; close: string };
export type HoursGrid = Record<WeekDay, DayRow>;

/** The "Getting here" part of the location form, as typed: text stays text until it is sent. */
export type DirectionsFormValues = {
  street_address: string;
  postal_code: string;
  phone: string;
  latitude: string;
  longitude: string;
  /** false: "Same as the clinic" (the default; `hours` is left out of the record). */
  hours_own: boolean;
  hours_grid: HoursGrid;
  transit: string;
  parking: string;
  step_free_entrance: TriState;
  elevator: TriState;
  accessible_washroom: TriState;
  accessibility_note: string;
};

export const DAY_NAMES: Record<WeekDay, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const ACCESS_FLAGS = [
  ['step_free_entrance', 'Step-free entrance (no steps or a ramp)'],
  ['elevator', 'Elevator to the clinic'],
  ['accessible_washroom', 'Accessible washroom'],
] as const;

/** A grid to start from: the clinic's own hours, so a location that differs by one day changes one row. */
function gridOf(week: WeeklyHours): HoursGrid {
  return Object.fromEntries(
    WEEK_DAYS.map((day) => {
      const hours = week[day];
      return [day, hours ? { closed: false, ...hours } : { closed: true, open: '10:00', close: '17:00' }];
    }),
  ) as HoursGrid;
}

const triOf = (value: boolean | undefined): TriState => (value === undefined ? '' : value ? 'yes' : 'no');

export function emptyDirectionsForm(): DirectionsFormValues {
  return directionsToForm({});
}

export function directionsToForm(page: LocationDirections): DirectionsFormValues {
  return {
    street_address: page.street_address ?? '',
    postal_code: page.postal_code ?? '',
    phone: page.phone ?? '',
    latitude: page.latitude === undefined ? '' : String(page.latitude),
    longitude: page.longitude === undefined ? '' : String(page.longitude),
    hours_own: page.hours !== undefined,
    hours_grid: gridOf(page.hours ?? SITE_CONFIG.weeklyHours),
    transit: page.transit ?? '',
    parking: page.parking ?? '',
    step_free_entrance: triOf(page.accessibility?.step_free_entrance),
    elevator: triOf(page.accessibility?.elevator),
    accessible_washroom: triOf(page.accessibility?.accessible_washroom),
    accessibility_note: page.accessibility?.note ?? '',
  };
}

/** A typed number, or NaN for text that is not one (the schema then says "Enter the latitude as a number"). */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim()));

type DirectionsInput = Pick<LocationPageInput, keyof LocationDirections>;

/** The record's "Getting here" fields: empty boxes are left out, so a page without any renders as before. */
export function formToDirections(value: DirectionsFormValues): DirectionsInput {
  const out: DirectionsInput = {};
  const text = (field: 'street_address' | 'postal_code' | 'phone' | 'transit' | 'parking') => {
    const typed = value[field].trim();
    if (typed) out[field] = typed;
  };
  text('street_address');
  text('postal_code');
  text('phone');
  const latitude = numberOf(value.latitude);
  const longitude = numberOf(value.longitude);
  if (latitude !== undefined) out.latitude = latitude;
  if (longitude !== undefined) out.longitude = longitude;
  if (value.hours_own) {
    out.hours = Object.fromEntries(
      WEEK_DAYS.map((day) => {
        const row = value.hours_grid[day];
        return [day, row.closed ? null : { open: row.open, close: row.close }];
      }),
    ) as WeeklyHours;
  }
  text('transit');
  text('parking');
  const accessibility: NonNullable<DirectionsInput['accessibility']> = {};
  for (const [flag] of ACCESS_FLAGS) if (value[flag]) accessibility[flag] = value[flag] === 'yes';
  if (value.accessibility_note.trim()) accessibility.note = value.accessibility_note.trim();
  if (Object.keys(accessibility).length > 0) out.accessibility = accessibility;
  return out;
}

/**
 * What the preview can show of the typed fields: each field the schema accepts (normalised), the rest left out
 * until it is valid; the map pin only with both coordinates.
 */
export function previewDirections(input: DirectionsInput): LocationDirections {
  const preview: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(locationDirectionsShape)) {
    const parsed = schema.safeParse(input[field as keyof DirectionsInput]);
    if (parsed.success && parsed.data !== undefined) preview[field] = parsed.data;
  }
  if (preview.latitude === undefined || preview.longitude === undefined) {
    delete preview.latitude;
    delete preview.longitude;
  }
  return preview as LocationDirections;
}

/** A draft saved before a form field existed, or by an older version of the form, made whole again. */
export function normalizeDirectionsForm(value: DirectionsFormValues): DirectionsFormValues {
  const base = emptyDirectionsForm();
  const grid = { ...base.hours_grid };
  const stored = (value.hours_grid ?? {}) as Partial<Record<WeekDay, Partial<DayRow>>>;
  for (const day of WEEK_DAYS) {
    const row = stored[day];
    if (row && typeof row.closed === 'boolean' && typeof row.open === 'string' && typeof row.close === 'string') {
      grid[day] = { closed: row.closed, open: row.open, close: row.close };
    }
  }
  return { ...value, hours_grid: grid };
}

/** The form field an API/schema issue belongs to: a day's row for hours, the note for accessibility. */
export function directionsFieldOf(path: readonly PropertyKey[]): string | null {
  const [first, second] = path;
  if (first === 'hours') return typeof second === 'string' ? `hours_${second}` : 'hours_own';
  if (first === 'accessibility') return 'accessibility_note';
  return null;
}

export const DIRECTIONS_FIELD_LABELS: Readonly<Record<string, string>> = {
  street_address: 'Street address',
  postal_code: 'Postal code',
  phone: 'Phone for this location',
  latitude: 'Map pin: latitude',
  longitude: 'Map pin: longitude',
  hours_own: 'Opening hours',
  hours: 'Opening hours',
  ...Object.fromEntries(WEEK_DAYS.map((day) => [`hours_${day}`, `${DAY_NAMES[day]} hours`])),
  transit: 'By transit',
  parking: 'Parking',
  accessibility: 'Accessibility',
  accessibility_note: 'Accessibility note',
};
