import { WEEK_DAYS, type DayHours, type WeekDay, type WeeklyHours } from '../shared/weekly-hours.ts';

/**
 * The one formatter of opening hours: the clinic's hours in the site config and a location page's own
 * hours are both a WeeklyHours; every text (footer, contact page, hero, FAQ, vCard, a location page's timetable)
 * comes from here, and every JSON-LD openingHoursSpecification from the same grouping (opening-hours-schema.ts).
 * Kept small on purpose: the footer's text makes it part of every page's first load.
 */

/** Consecutive days with the same hours, Monday first. */
export type HoursGroup = { days: WeekDay[]; hours: DayHours };

export function groupWeeklyHours(week: WeeklyHours): HoursGroup[] {
  const groups: HoursGroup[] = [];
  for (const day of WEEK_DAYS) {
    const last = groups.at(-1);
    if (last && JSON.stringify(last.hours) === JSON.stringify(week[day])) last.days.push(day);
    else groups.push({ days: [day], hours: week[day] });
  }
  return groups;
}

/** "mon" → "Mon": the keys are the short English names. */
const shortDay = (day: WeekDay) => day[0]?.toUpperCase() + day.slice(1);

/** "17:00" → "5:00 PM", "12:30" → "12:30 PM", "00:15" → "12:15 AM". */
export function formatTime(time: string): string {
  const hour = Number(time.slice(0, 2));
  return `${hour % 12 || 12}:${time.slice(3)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "Mon" or "Mon–Wed" (an en dash) for a run of consecutive days. */
export function formatDays(days: readonly WeekDay[]): string {
  const [first, last] = [days[0], days.at(-1)];
  if (!first || !last) return '';
  return first === last ? shortDay(first) : `${shortDay(first)}–${shortDay(last)}`;
}

export const formatDayHours = (hours: DayHours): string =>
  hours ? `${formatTime(hours.open)} – ${formatTime(hours.close)}` : 'Closed';

/**
 * The open days in one sentence, closed days left out: "Mon–Sat 10:00 AM – 5:00 PM ET". `zone` is appended
 * (the clinic's hours are Toronto time, which visitors from elsewhere need told).
 */
export function formatWeeklyHours(week: WeeklyHours, zone?: string): string {
  const text = groupWeeklyHours(week)
    .filter((group) => group.hours)
    .map((group) => `${formatDays(group.days)} ${formatDayHours(group.hours)}`)
    .join('; ');
  return !text ? 'Closed' : zone ? `${text} ${zone}` : text;
}
