import { WEEK_DAYS, type WeeklyHours } from '../shared/weekly-hours';
import { formatDayHours, formatDays, groupWeeklyHours } from './weekly-hours';

/** schema.org's day names, in WEEK_DAYS order. */
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The weekly hours as a timetable and as schema.org data, from the same grouping as the one-line text
 * (weekly-hours.ts). Apart from it so that pages which show neither keep these out of their first load.
 */

/** One line per run of days with the same hours, closed days included: for a timetable shown as a list. */
export function weeklyHoursLines(week: WeeklyHours): { days: string; hours: string }[] {
  return groupWeeklyHours(week).map((group) => ({ days: formatDays(group.days), hours: formatDayHours(group.hours) }));
}

/** schema.org OpeningHoursSpecification, one per run of open days with the same hours (closed days omitted). */
export function openingHoursSpecification(week: WeeklyHours): Record<string, unknown>[] {
  return groupWeeklyHours(week).flatMap((group) =>
    group.hours
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: group.days.map((day) => DAY_NAMES[WEEK_DAYS.indexOf(day)]),
            opens: group.hours.open,
            closes: group.hours.close,
          },
        ]
      : [],
  );
}
