/**
 * The "Getting here" fields of a location page as plain TypeScript, with no zod: public pages import this (JSON-LD,
 * the location page), and zod must stay out of their first load (decision 0016). The
 * schema (schemas/location-directions.ts) validates to exactly these types (a test holds them together).
 */

import type { WeeklyHours } from './weekly-hours';

export { WEEK_DAYS, type DayHours, type WeekDay, type WeeklyHours } from './weekly-hours';

export type LocationAccessibility = {
  step_free_entrance?: boolean;
  elevator?: boolean;
  accessible_washroom?: boolean;
  note?: string;
};

export type LocationDirections = {
  street_address?: string;
  /** "A1A 1A1". */
  postal_code?: string;
  latitude?: number;
  longitude?: number;
  /** "416-555-0100"; dial it with dialPhone. */
  phone?: string;
  /** Absent: the clinic's hours. */
  hours?: WeeklyHours;
  transit?: string;
  parking?: string;
  accessibility?: LocationAccessibility;
};

export const LOCATION_DIRECTIONS_FIELDS = [
  'street_address',
  'postal_code',
  'latitude',
  'longitude',
  'phone',
  'hours',
  'transit',
  'parking',
  'accessibility',
] as const satisfies readonly (keyof LocationDirections)[];

/** Whether a page states any "Getting here" field: without one, the page renders as a page without directions. */
export const hasDirections = (page: LocationDirections): boolean =>
  LOCATION_DIRECTIONS_FIELDS.some((field) => page[field] !== undefined);

/** E.164 ("+14165550100") for a number stored by normalizePhone. */
export const dialPhone = (stored: string): string => `+1${stored.replace(/\D/g, '').slice(-10)}`;
