/**
 * A weekly timetable as plain data: the clinic's hours (SITE_CONFIG.weeklyHours) and a location page's own.
 * A module of its own, this small, because the footer's hours text puts it in every page's first load.
 */

/** The days of a weekly timetable, Monday first as Canadians read a week; the keys of `hours`. */
export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** One day: open from `open` to `close` (24-hour "HH:MM"), or `null` for closed. */
export type DayHours = { open: string; close: string } | null;
export type WeeklyHours = Record<WeekDay, DayHours>;
