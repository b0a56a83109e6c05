import { COLLECTIONS } from '@shared/collections';
import type { MaintenanceSettings } from '@shared/maintenance';
import { withDeadline } from '../data/firestore';

/** The one document of the switch: siteSettings/maintenance (decision 0029). */
export const MAINTENANCE_DOC = 'maintenance';

/**
 * Each instance asks Firestore at most this often: every page the `pages` function renders checks the switch, and
 * a turn shows on every instance within these seconds (the CDN keeps no maintenance page: it is sent no-store).
 */
export const MAINTENANCE_CACHE_MS = 5_000;

const OFF: MaintenanceSettings = { on: false, changedAt: null, changedBy: null };

let cached: { expires: number; value: Promise<MaintenanceSettings> } | undefined;

function fromDoc(data: Record<string, unknown> | undefined): MaintenanceSettings {
  if (!data) return OFF;
  return {
    on: data.on === true,
    changedAt: typeof data.changedAt === 'string' ? data.changedAt : null,
    changedBy: data.changedBy === 'staff' || data.changedBy === 'command' ? data.changedBy : null,
  };
}

/** The switch as stored, read past the instance's cache (the admin screen). */
export function readMaintenanceSettings(): Promise<MaintenanceSettings> {
  return withDeadline(async (db) =>
    fromDoc((await db.collection(COLLECTIONS.siteSettings).doc(MAINTENANCE_DOC).get()).data()),
  );
}

/** Whether the site is in maintenance, as this instance last read it (at most MAINTENANCE_CACHE_MS ago). */
export function isMaintenanceOn(now = Date.now()): Promise<boolean> {
  if (!cached || cached.expires <= now) {
    const value = readMaintenanceSettings();
    cached = { expires: now + MAINTENANCE_CACHE_MS, value };
    // A failed read is not kept: the next request asks again.
    value.catch(() => (cached = undefined));
  }
  return cached.value.then((settings) => settings.on);
}

/** Turns the switch; the caller's instance sees it at once. */
export async function writeMaintenance(
  on: boolean,
  changedBy: 'staff' | 'command',
  now = new Date(),
): Promise<MaintenanceSettings> {
  const settings: MaintenanceSettings = { on, changedAt: now.toISOString(), changedBy };
  await withDeadline((db) => db.collection(COLLECTIONS.siteSettings).doc(MAINTENANCE_DOC).set(settings));
  cached = { expires: now.getTime() + MAINTENANCE_CACHE_MS, value: Promise.resolve(settings) };
  return settings;
}
