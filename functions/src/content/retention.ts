/**
 * How long deleted records and old versions are kept. Pure rules, so they are unit-tested without a database.
 */

/** Revisions kept per record (the newest); older ones are deleted after each new one. */
export const REVISIONS_KEPT = 50;

/** A deleted record stays restorable this long, with its id and address reserved. */
export const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a record deleted at `deletedAt` (ms) leaves the trash for good. */
export const trashExpiry = (deletedAt: number): number => deletedAt + TRASH_DAYS * DAY_MS;

/** Whether a trash entry may no longer be restored (its time is up, to the millisecond). */
export const isTrashExpired = (expiresAt: number, now: number): boolean => now >= expiresAt;

/**
 * The revisions to delete, given every revision of a record: all but the `keep` newest. Ordered by time,
 * then by id, so two revisions written in the same millisecond still have one order.
 */
export function revisionsBeyond<T extends { id: string; at: number }>(
  revisions: readonly T[],
  keep = REVISIONS_KEPT,
): T[] {
  const newestFirst = [...revisions].sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return newestFirst.slice(keep);
}
