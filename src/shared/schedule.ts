/**
 * Scheduled publishing: a published record whose `publishAt` (an ISO date-time, stored in UTC) is still in the
 * future is absent from every public read; once the time has passed it is public, with no job and no deploy.
 * The clinic's staff think in Toronto time, so the admin form shows and takes Toronto wall-clock times.
 * Dependency-free: the functions, the web app and tests share it.
 */
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

const WALL_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLINIC_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Toronto's wall clock at an instant, as its parts. */
function wallClock(instant: number): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of WALL_CLOCK.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** Toronto's offset from UTC at an instant, in ms (e.g. -4 h in summer, -5 h in winter). */
function offsetAt(instant: number): number {
  const w = wallClock(instant);
  const asUtc = Date.UTC(w.year ?? 0, (w.month ?? 1) - 1, w.day ?? 1, w.hour ?? 0, w.minute ?? 0, w.second ?? 0);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A Toronto wall-clock time as a `datetime-local` input gives it (`2026-03-08T09:30`) → the UTC ISO instant.
 * On the spring-forward night a time that does not exist (02:30) is read as the same number of minutes after
 * 02:00 in daylight time (03:30); on the fall-back night an hour that happens twice is read as its first
 * (daylight-time) occurrence. Null for text that is not such a time.
 */
export function torontoLocalToIso(local: string): string | null {
  const match = LOCAL_PATTERN.exec(local.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, sec] = match.map((part) => Number(part ?? 0)) as number[];
  const naive = Date.UTC(y as number, (mo as number) - 1, d, h, mi, sec);
  if (Number.isNaN(naive) || new Date(naive).getUTCDate() !== d) return null;
  // Try the offsets in force just before and just after; keep the earliest candidate whose wall clock matches.
  const offsets = [offsetAt(naive - 12 * 3600_000), offsetAt(naive + 12 * 3600_000)];
  const candidates = offsets.map((offset) => naive - offset).sort((a, b) => a - b);
  const trimmed = local.trim();
  // toTorontoLocal leaves out zero seconds.
  const wanted = trimmed.length === 19 && trimmed.endsWith(':00') ? trimmed.slice(0, 16) : trimmed;
  const exact = candidates.find((instant) => toTorontoLocal(new Date(instant).toISOString()) === wanted);
  // In the spring-forward gap no candidate matches: the standard-time reading lands after the jump.
  return new Date(exact ?? Math.max(...candidates)).toISOString();
}

/**
 * A UTC ISO instant → Toronto wall-clock time for a `datetime-local` input (`2026-11-24T09:00`, with `:ss`
 * only when the seconds are not zero); '' when empty or unreadable.
 */
export function toTorontoLocal(iso: string): string {
  const at = Date.parse(iso);
  if (!iso || !Number.isFinite(at)) return '';
  const w = wallClock(at);
  const pad = (n: number | undefined) => String(n ?? 0).padStart(2, '0');
  const seconds = w.second ? `:${pad(w.second)}` : '';
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}${seconds}`;
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
