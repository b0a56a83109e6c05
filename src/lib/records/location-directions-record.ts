import { WEEK_DAYS, type DayHours, type LocationDirections, type WeeklyHours } from '../../shared/location-directions';

const TEXT_FIELDS = ['street_address', 'postal_code', 'phone', 'transit', 'parking'] as const;
const ACCESS_FLAGS = ['step_free_entrance', 'elevator', 'accessible_washroom'] as const;
const TIME = /^\d\d:\d\d$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

function parseDay(value: unknown): DayHours | undefined {
  if (value === null) return null;
  if (!isRecord(value) || typeof value.open !== 'string' || typeof value.close !== 'string') return undefined;
  return TIME.test(value.open) && TIME.test(value.close) ? { open: value.open, close: value.close } : undefined;
}

function parseWeek(value: unknown): WeeklyHours | undefined {
  if (!isRecord(value)) return undefined;
  const week: Partial<WeeklyHours> = {};
  for (const day of WEEK_DAYS) {
    const hours = parseDay(value[day]);
    if (hours === undefined) return undefined;
    week[day] = hours;
  }
  return week as WeeklyHours;
}

/**
 * The "Getting here" fields of a location page as the API answers them (or the server embedded them), zod-free
 * like parseLocationPageRecord: a field that is missing or malformed is left out, never guessed.
 */
export function parseLocationDirections(record: Record<string, unknown>): LocationDirections {
  const directions: LocationDirections = {};
  for (const field of TEXT_FIELDS) {
    const text = textOf(record[field]);
    if (text) directions[field] = text;
  }
  if (isCoordinate(record.latitude, 90) && isCoordinate(record.longitude, 180)) {
    directions.latitude = record.latitude;
    directions.longitude = record.longitude;
  }
  const hours = parseWeek(record.hours);
  if (hours) directions.hours = hours;
  if (isRecord(record.accessibility)) {
    const source = record.accessibility;
    const accessibility: NonNullable<LocationDirections['accessibility']> = {};
    for (const flag of ACCESS_FLAGS) if (typeof source[flag] === 'boolean') accessibility[flag] = source[flag];
    const note = textOf(source.note);
    if (note) accessibility.note = note;
    if (Object.keys(accessibility).length > 0) directions.accessibility = accessibility;
  }
  return directions;
}
