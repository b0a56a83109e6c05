import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SITE_CONFIG } from '../../src/config/site-config';
import { API_PATHS } from '@shared/api-paths';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from '@shared/maintenance';
import { api, baseUrl, demoTokens, type Tokens } from '../support/http';

/** Maintenance mode (decision 0029): the switch, its status, and what the `pages` function answers meanwhile. */
let tokens: Tokens;
beforeAll(async () => {
  tokens = await demoTokens();
});
const turn = (on: unknown, token = tokens.admin) =>
  api(API_PATHS.maintenanceSettings, { method: 'PUT', token, json: { on } });
afterAll(async () => {
  await turn(false);
});

/** An address only the `pages` function answers. */
const serverRendered = () => `${baseUrl()}/location/maintenance-api-${Date.now().toString(36)}`;

describe('maintenance mode', () => {
  it('lets only an administrator turn the switch, with a clear message for a malformed request', async () => {
    expect((await turn(true, '')).res.status).toBe(401);
    expect((await turn(true, tokens.visitor)).res.status).toBe(403);
    const malformed = await turn('yes');
    expect(malformed.res.status).toBe(400);
    expect(malformed.body).toMatchObject({ status: 'error', message: expect.stringContaining('{"on": true}') });
    expect((await api(API_PATHS.maintenanceSettings)).res.status).toBe(401);
    expect((await api(API_PATHS.maintenanceSettings, { token: tokens.visitor })).res.status).toBe(403);
  });

  it('on: pages answer 503 with the maintenance page, while sign-in, the maintenance page and the API answer as usual', async () => {
    const on = await turn(true);
    expect(on.res.status).toBe(200);
    expect(on.body).toMatchObject({ status: 'success', data: { on: true, changedBy: 'staff' } });
    const settings = await api(API_PATHS.maintenanceSettings, { token: tokens.admin });
    expect(settings.body).toMatchObject({ data: { on: true, changedBy: 'staff' } });
    expect(Date.parse((settings.body as { data: { changedAt: string } }).data.changedAt)).toBeGreaterThan(
      Date.now() - 60_000,
    );

    const status = await vi.waitFor(
      async () => {
        const answer = await api(API_PATHS.maintenance);
        expect(answer.body).toEqual({ status: 'success', data: { on: true } });
        return answer;
      },
      { timeout: 20_000, interval: 500 },
    );
    expect(status.res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=15');

    const page = await vi.waitFor(
      async () => {
        const res = await fetch(serverRendered());
        expect(res.status).toBe(503);
        return res;
      },
      { timeout: 20_000, interval: 500 },
    );
    expect(page.headers.get('retry-after')).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const html = await page.text();
    expect(html).toContain('<h1>We are updating the site</h1>');
    expect(html).toContain(`href="tel:${SITE_CONFIG.phones[0]!.dial}"`);
    expect(html).toContain('<meta name="robots" content="noindex">');

    const login = await fetch(`${baseUrl()}/login`);
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('<div id="root"></div>');
    expect((await api(API_PATHS.categories)).res.status).toBe(200);
    expect((await api(API_PATHS.contactRequests, { token: tokens.admin })).res.status).toBe(200);
    const maintenancePage = await fetch(`${baseUrl()}/maintenance?from=%2Fabout`);
    expect(maintenancePage.status).toBe(200);
    expect(maintenancePage.headers.get('cache-control')).toBe('no-cache');
    const script = await fetch(`${baseUrl()}/maintenance.js`);
    expect(script.headers.get('cache-control')).toBe('no-cache');
  });

  it('off: the pages answer as before, at once', async () => {
    await turn(true);
    const off = await turn(false);
    expect(off.body).toMatchObject({ status: 'success', data: { on: false } });
    await expect.poll(async () => (await fetch(serverRendered())).status, { timeout: 20_000, interval: 500 }).toBe(404);
    await expect
      .poll(async () => (await api(API_PATHS.maintenance)).body, { timeout: 20_000, interval: 500 })
      .toEqual({ status: 'success', data: { on: false } });
  });
});
