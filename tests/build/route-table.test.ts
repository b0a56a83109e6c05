/**
 * One route table for the browser and the server: every address of the browser's table
 * (src/app/route-table.ts) is asked of the `pages` function's handler, rendering with this build's server files,
 * and must answer with its own status and head tags. Record pages read Firestore, so blogs and location pages are
 * walked in the API tier (tests/api/pages.test.ts); the records bundled with the app are walked here.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOINDEX_ROUTES, PUBLIC_ROUTES, REDIRECTS } from '../../src/app/route-table';
import { SERVICE_PAGE_PATHS } from '../../src/features/services/content/service-registry';
import { TEAM_MEMBER_IDS } from '../../src/features/team/content/team';
import { paths } from '../../src/paths';
import { handlePageRequest } from '../../functions/src/pages/page-handler';

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((req, res) => void handlePageRequest(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (path: string) => {
  const res = await fetch(`${origin}${path}`, { redirect: 'manual' });
  const html = await res.text();
  return {
    status: res.status,
    html,
    location: res.headers.get('location'),
    title: /<title[^>]*>([^<]*)</.exec(html)?.[1],
  };
};
const NOT_FOUND_TITLE = /not found/i;
const noindex = (html: string) => /<meta[^>]*name="robots"[^>]*content="noindex/.test(html);

describe("the pages handler answers every address of the browser's route table", () => {
  it.each(PUBLIC_ROUTES.map((route) => [route.path, route] as const))(
    '%s: 200 with its own title',
    async (path, route) => {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.title).toBeTruthy();
      expect(page.title).not.toMatch(NOT_FOUND_TITLE);
      expect(noindex(page.html), 'noindex exactly when the table keeps it out of search').toBe(
        NOINDEX_ROUTES.includes(route.path),
      );
    },
  );

  it.each(REDIRECTS.map((r) => [r.from, r.to] as const))('%s: 301 to %s', async (from, to) => {
    const page = await get(from);
    expect(page.status).toBe(301);
    expect(page.location).toBe(to);
  });

  it.each(SERVICE_PAGE_PATHS)(
    'service page %s (the pattern, expanded from the registry): 200, indexed',
    async (path) => {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.title).not.toMatch(NOT_FOUND_TITLE);
      expect(noindex(page.html)).toBe(false);
    },
  );

  it.each(TEAM_MEMBER_IDS.map((id) => paths.teamMember(id)))('bundled record %s: 200', async (path) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.title).not.toMatch(NOT_FOUND_TITLE);
  });

  it.each([paths.login, paths.admin, paths.adminBlogs])('%s: the app shell, 200, noindex', async (path) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(noindex(page.html)).toBe(true);
  });

  it('an address outside the table: 404 with the not-found page', async () => {
    const page = await get('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.title).toMatch(NOT_FOUND_TITLE);
    expect(noindex(page.html)).toBe(true);
    expect((await get(`${paths.teamMember(999)}`)).status).toBe(404);
    // The service pattern takes any one segment in the browser; the server knows only the registry's.
    expect((await get('/not-a-service')).status).toBe(404);
  });
});
