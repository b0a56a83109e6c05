import { WEEK_DAYS, type DayHours, type WeekDay, type WeeklyHours } from '../shared/location-directions';

/**
 * The one formatter of opening hours (issue 25): the clinic's hours in the site config and a location page's own
 * hours are both a WeeklyHours, and every text (footer, contact page, hero, FAQ, vCard) and every JSON-LD
 * openingHoursSpecification is derived here, so changing the config changes them all.
 */

const SHORT_DAY: Record<WeekDay, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

const SCHEMA_DAY: Record<WeekDay, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** Consecutive days with the same hours, Monday first. */
export type HoursGroup = { days: WeekDay[]; hours: DayHours };

export function groupWeeklyHours(week: WeeklyHours): HoursGroup[] {
  const groups: HoursGroup[] = [];
  for (const day of WEEK_DAYS) {
    const hours = week[day];
    const last = groups.at(-1);
    if (last && JSON.stringify(last.hours) === JSON.stringify(hours)) last.days.push(day);
    else groups.push({ days: [day], hours });
  }
  return groups;
}

/** "17:00" → "5:00 PM", "12:30" → "12:30 PM", "00:15" → "12:15 AM". */
export function formatTime(time: string): string {
  const [hourText = '0', minutes = '00'] = time.split(':');
  const hour = Number(hourText);
  return `${hour % 12 || 12}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "Mon" or "Mon–Wed" (an en dash) for a run of consecutive days. */
export function formatDays(days: readonly WeekDay[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return '';
  if (first === last) return SHORT_DAY[first];
  return `${SHORT_DAY[first]}–${SHORT_DAY[last]}`;
}

export const formatDayHours = (hours: DayHours): string =>
  hours ? `${formatTime(hours.open)} – ${formatTime(hours.close)}` : 'Closed';

/** One line per group, closed days included: for a timetable shown as a list. */
export function weeklyHoursLines(week: WeeklyHours): { days: string; hours: string }[] {
  return groupWeeklyHours(week).map((group) => ({ days: formatDays(group.days), hours: formatDayHours(group.hours) }));
}

/**
 * The open days in one sentence, closed days left out: "Mon–Sat 10:00 AM – 5:00 PM ET". `zone` is appended
 * (the clinic's hours are Toronto time, which visitors from elsewhere need told).
 */
export function formatWeeklyHours(week: WeeklyHours, zone?: string): string {
  const open = groupWeeklyHours(week).filter((group) => group.hours !== null);
  if (open.length === 0) return 'Closed';
  const text = open.map((group) => `${formatDays(group.days)} ${formatDayHours(group.hours)}`).join('; ');
  return zone ? `${text} ${zone}` : text;
}

/** schema.org OpeningHoursSpecification, one per group of open days with the same hours (closed days omitted). */
export function openingHoursSpecification(week: WeeklyHours): Record<string, unknown>[] {
  return groupWeeklyHours(week).flatMap((group) =>
    group.hours
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: group.days.map((day) => SCHEMA_DAY[day]),
            opens: group.hours.open,
            closes: group.hours.close,
          },
        ]
      : [],
  );
}
