import { WEEK_DAYS, type WeeklyHours } from '../shared/weekly-hours';
import { groupWeeklyHours } from './weekly-hours';

/** schema.org's day names, in WEEK_DAYS order. */
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The weekly hours as schema.org data, from the same grouping as the one-line text (weekly-hours.ts). Apart from it
 * so that only the pages with a MedicalClinic block load it.
 */

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
