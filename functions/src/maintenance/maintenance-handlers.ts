import * as z from 'zod';
import { logger } from 'firebase-functions/logger';
import { requireAdmin } from '../auth/verify-request';
import { readJson } from '../core/body';
import type { RouteHandler } from '../core/handler';
import { ok, written } from '../core/respond';
import { isMaintenanceOn, readMaintenanceSettings, writeMaintenance } from './maintenance-store';

/**
 * Browsers keep no copy (the maintenance page and the page check ask again each time); the CDN keeps one 15 s, so
 * a crowd of visitors costs one function call per 15 s, and a turn of the switch reaches everyone within that.
 */
export const MAINTENANCE_STATUS_CACHE = 'public, max-age=0, s-maxage=15';

const switchSchema = z
  .object({ on: z.boolean({ error: 'Say whether maintenance mode is on: {"on": true} or {"on": false}.' }) })
  .strict();

/** GET /api/maintenance: whether the site is in maintenance mode (public; decision 0029). */
export const getMaintenanceStatus: RouteHandler = async () => ({
  ...ok({ on: await isMaintenanceOn() }),
  headers: { 'Cache-Control': MAINTENANCE_STATUS_CACHE },
});

/** GET /api/maintenance/settings: the switch as stored, with when it last changed (admin only). */
export const getMaintenanceSettings: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  return ok(await readMaintenanceSettings(), 'no-store');
};

/** PUT /api/maintenance/settings {on}: turns maintenance mode on or off (admin only). */
export const putMaintenanceSettings: RouteHandler = async (ctx) => {
  const caller = await requireAdmin(ctx);
  const { on } = await readJson(ctx, switchSchema);
  const settings = await writeMaintenance(on, 'staff');
  // Someone reads the logs when the site closes: who (by account id, never an address) and when.
  logger.warn(on ? 'Maintenance mode turned on' : 'Maintenance mode turned off', { uid: caller.uid });
  return written(200, on ? 'The site is now in maintenance mode.' : 'The site is open again.', settings);
};
