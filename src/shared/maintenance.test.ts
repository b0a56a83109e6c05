import { describe, expect, it } from 'vitest';
import { API_PATHS } from './api-paths';
import { isGatedPath, MAINTENANCE_STATUS_PATH, maintenanceUrlFor, readMaintenanceStatus } from './maintenance';

describe('maintenance mode paths', () => {
  it('gates every public page, static or server-rendered', () => {
    for (const path of ['/', '/about', '/team-individual/1', '/article/sleep', '/location/north-york', '/search'])
      expect(isGatedPath(path), path).toBe(true);
  });

  it('keeps sign-in, the portal, account and review links, the API and the maintenance page open', () => {
    const open = ['/login', '/admin', '/admin/blogs', '/account/action', '/review/abc', '/maintenance'];
    for (const path of [...open, '/maintenance.html', '/api/maintenance', '/blogs', '/blog/1', '/__/auth/handler'])
      expect(isGatedPath(path), path).toBe(false);
  });

  it('does not take a look-alike for an open address', () => {
    for (const path of ['/administration', '/login-help', '/maintenance-tips', '/apiary', '/blogsy'])
      expect(isGatedPath(path), path).toBe(true);
  });

  it('keeps the page the visitor came for in the maintenance address', () => {
    expect(maintenanceUrlFor('/about?utm_source=x&a=1')).toBe('/maintenance?from=%2Fabout%3Futm_source%3Dx%26a%3D1');
  });

  it("names the API's status path as API_PATHS does", () => {
    expect(MAINTENANCE_STATUS_PATH).toBe(API_PATHS.maintenance);
  });

  it('reads only a boolean answer as a state', () => {
    expect(readMaintenanceStatus({ status: 'success', data: { on: true } })).toBe(true);
    expect(readMaintenanceStatus({ status: 'success', data: { on: false } })).toBe(false);
    for (const body of [null, {}, { data: {} }, { data: { on: 'yes' } }, 'on'])
      expect(readMaintenanceStatus(body)).toBeNull();
  });
});
