import { z } from 'zod';
import { WEEK_DAYS, type LocationDirections, type WeekDay } from '../location-directions';

/** 24-hour "HH:MM", the form `<input type="time">` gives and schema.org's `opens`/`closes` take. */
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().regex(TIME_PATTERN, 'Use a 24-hour time such as 09:30 or 17:00.');

/** One day: open from `open` to `close`, or `null` for closed. */
export const dayHoursSchema = z
  .object({ open: time, close: time })
  .strict()
  .refine((day) => day.close > day.open, {
    message: 'The closing time must be after the opening time.',
    path: ['close'],
  })
  .nullable();

/** A weekly timetable: every day is stated, open (from, to) or closed (null). */
export const weeklyHoursSchema = z
  .object(Object.fromEntries(WEEK_DAYS.map((day) => [day, dayHoursSchema])) as Record<WeekDay, typeof dayHoursSchema>)
  .strict();

/**
 * A Canadian postal code (Canada Post: no D, F, I, O, Q or U anywhere, no W or Z first), stored as "A1A 1A1"
 * whatever spacing or case it was typed in.
 */
const POSTAL_CODE_PATTERN = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])[ -]?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;

export function normalizePostalCode(value: string): string | null {
  const match = POSTAL_CODE_PATTERN.exec(value.trim().toUpperCase());
  return match ? `${match[1]} ${match[2]}` : null;
}

/**
 * A North American phone number (area code first), stored as "416-555-0100" whatever separators or leading +1 it was
 * typed with, so a record sent back as it was read saves unchanged; `dialPhone` gives its E.164 form for `tel:`.
 */
const PHONE_PATTERN = /^(?:\+?1[ .-]?)?\(?([2-9]\d{2})\)?[ .-]?([2-9]\d{2})[ .-]?(\d{4})$/;

export function normalizePhone(value: string): string | null {
  const match = PHONE_PATTERN.exec(value.trim());
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

const optionalText = (max: number) =>
  z.string().trim().min(1, 'Leave this field out, or fill it in.').max(max).optional();

/**
 * The "Getting here" fields of a location page, all optional: a page without them shows no
 * "Getting here" section. Absent `hours` means the page has the clinic's hours; present, its own.
 */
export const locationDirectionsShape = {
  street_address: optionalText(200),
  postal_code: z
    .string()
    .transform((value, ctx) => {
      const normalized = normalizePostalCode(value);
      if (normalized) return normalized;
      ctx.addIssue({ code: 'custom', message: 'Enter a Canadian postal code such as M5R 2E8.' });
      return z.NEVER;
    })
    .optional(),
  latitude: z
    .number('Enter the latitude as a number, such as 43.6709.')
    .min(-90, 'The latitude is between -90 and 90.')
    .max(90, 'The latitude is between -90 and 90.')
    .optional(),
  longitude: z
    .number('Enter the longitude as a number, such as -79.3933.')
    .min(-180, 'The longitude is between -180 and 180.')
    .max(180, 'The longitude is between -180 and 180.')
    .optional(),
  phone: z
    .string()
    .transform((value, ctx) => {
      const normalized = normalizePhone(value);
      if (normalized) return normalized;
      ctx.addIssue({ code: 'custom', message: 'Enter a 10-digit phone number such as 416-555-0100.' });
      return z.NEVER;
    })
    .optional(),
  hours: weeklyHoursSchema.optional(),
  transit: optionalText(1000),
  parking: optionalText(1000),
  accessibility: z
    .object({
      step_free_entrance: z.boolean().optional(),
      elevator: z.boolean().optional(),
      accessible_washroom: z.boolean().optional(),
      note: optionalText(500),
    })
    .strict()
    .optional(),
};

export const LOCATION_DIRECTIONS_FIELDS = Object.keys(
  locationDirectionsShape,
) as (keyof typeof locationDirectionsShape)[];

/** Both coordinates or neither: one alone cannot place a pin. */
export function checkCoordinates(
  page: { latitude?: number; longitude?: number },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
): void {
  if ((page.latitude === undefined) === (page.longitude === undefined)) return;
  const missing = page.latitude === undefined ? 'latitude' : 'longitude';
  ctx.addIssue({ code: 'custom', path: [missing], message: 'Give both the latitude and the longitude, or neither.' });
}

/** What the schema gives is exactly the zod-free type the public pages use (a compile-time check). */
type ParsedDirections = {
  [K in keyof typeof locationDirectionsShape]?: Exclude<z.output<(typeof locationDirectionsShape)[K]>, undefined>;
};
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const DIRECTIONS_TYPES_AGREE: Same<ParsedDirections, LocationDirections> = true;
