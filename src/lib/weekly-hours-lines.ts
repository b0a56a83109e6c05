import type { WeeklyHours } from '../shared/weekly-hours';
import { formatDayHours, formatDays, groupWeeklyHours } from './weekly-hours';

/**
 * One line per run of days with the same hours, closed days included: a timetable shown as a list (a location
 * page's "Getting here"), from the same formatter as the one-line text.
 */
export function weeklyHoursLines(week: WeeklyHours): { days: string; hours: string }[] {
  return groupWeeklyHours(week).map((group) => ({ days: formatDays(group.days), hours: formatDayHours(group.hours) }));
}
