/**
 * Scheduled publishing: a published record whose `publishAt` (an ISO date-time, stored in UTC) is still in the
 * future is absent from every public read; once the time has passed it is public, with no job and no deploy.
 * The clinic's staff think in Toronto time, so the admin form shows and takes Toronto wall-clock times.
 * The functions, the web app and tests share it; Toronto's daylight-saving rules come from @date-fns/tz (on the
 * runtime's own time-zone data), never from arithmetic here.
 */
// The smallest of its Date classes: this module is also in the service worker and the functions' bundle.
import { TZDateMini } from '@date-fns/tz/date/mini';

export const CLINIC_TIME_ZONE = 'America/Toronto';

/** Whether a record with this `publishAt` is still waiting for its time (an empty value means "not scheduled"). */
export function isScheduled(publishAt: string | undefined, now: number): boolean {
  if (!publishAt) return false;
  const at = Date.parse(publishAt);
  return Number.isFinite(at) && at > now;
}

/** Whether the public may see a record now: published, and its time (if any) has come. */
export function isPubliclyVisible(record: { published: boolean; publishAt?: string }, now: number): boolean {
  return record.published && !isScheduled(record.publishAt, now);
}

/** The soonest future `publishAt` among records, in ms since the epoch, or null when none is waiting. */
export function nextPublishTime(records: readonly { publishAt?: string }[], now: number): number | null {
  let next: number | null = null;
  for (const { publishAt } of records) {
    if (!isScheduled(publishAt, now)) continue;
    const at = Date.parse(publishAt as string);
    if (next === null || at < next) next = at;
  }
  return next;
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A Toronto wall-clock time as a `datetime-local` input gives it (`2026-03-08T09:30`) → the UTC ISO instant.
 * On the spring-forward night a time that does not exist (02:30) is read as the same number of minutes after
 * 02:00 in daylight time (03:30); on the fall-back night an hour that happens twice is read as its first
 * (daylight-time) occurrence: both are how TZDateMini reads such times. Null for text that is not such a time.
 */
export function torontoLocalToIso(local: string): string | null {
  const match = LOCAL_PATTERN.exec(local.trim());
  if (!match) return null;
  type Fields = [number, number, number, number, number, number];
  const [y, mo, d, h, mi, sec] = match.slice(1).map((part) => Number(part ?? 0)) as Fields;
  // TZDateMini, like Date, rolls an impossible day (February 30) into the next month: refuse it instead.
  const calendarDay = new Date(Date.UTC(y, mo - 1, d));
  if (calendarDay.getUTCMonth() !== mo - 1 || calendarDay.getUTCDate() !== d) return null;
  if (h > 23 || mi > 59 || sec > 59) return null;
  const instant = new TZDateMini(y, mo - 1, d, h, mi, sec, CLINIC_TIME_ZONE);
  // Its own toISOString writes the Toronto offset; the stored form is UTC.
  return new Date(instant.getTime()).toISOString();
}

/**
 * A UTC ISO instant → Toronto wall-clock time for a `datetime-local` input (`2026-11-24T09:00`, with `:ss`
 * only when the seconds are not zero); '' when empty or unreadable.
 */
export function toTorontoLocal(iso: string): string {
  const at = Date.parse(iso);
  if (!iso || !Number.isFinite(at)) return '';
  const w = new TZDateMini(at, CLINIC_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  const seconds = w.getSeconds() ? `:${pad(w.getSeconds())}` : '';
  return `${w.getFullYear()}-${pad(w.getMonth() + 1)}-${pad(w.getDate())}T${pad(w.getHours())}:${pad(w.getMinutes())}${seconds}`;
}

/** "Tuesday, March 10, 2026, 9:30 a.m. (Toronto time)" for the admin's lists and notes. */
export function formatTorontoTime(iso: string): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return iso;
  const text = new Intl.DateTimeFormat('en-CA', {
    timeZone: CLINIC_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(at);
  return `${text} (Toronto time)`;
}
