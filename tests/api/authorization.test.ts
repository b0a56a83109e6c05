import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, demoTokens, signInWithPassword, type Tokens } from '../support/http';
import { emulatorAdmin } from '../support/admin-sdk';
import { resetRateLimits } from '../support/limits-and-mail';

let tokens: Tokens;
beforeAll(async () => {
  tokens = await demoTokens();
});

const blog = {
  title: 'Should never be stored',
  slug_url: 'should-never-be-stored',
  category: 2,
  blogs_content: [{ heading: 'h', paragraph: 'p' }],
};
const page = {
  slug_url: 'should-never-be-stored',
  main_heading: 'h',
  main_paragraph: 'p',
  highlighted_heading: 'h',
  heading_1: 'h',
  paragraph_1: 'p',
  heading_2: 'h',
  paragraph_2: 'p',
  heading_3: 'h',
  paragraph_3: 'p',
  heading_4: 'h',
  paragraph_4: 'p',
  meta_title: 't',
  meta_description: 'd',
};

type Write = { name: string; method: string; path: string; json?: unknown; reread: string };
const WRITES: Write[] = [
  { name: 'create a blog', method: 'POST', path: '/blog', json: blog, reread: '/blogs' },
  { name: 'update a blog', method: 'PUT', path: '/blog/demo-blog-fibre', json: blog, reread: '/blog/demo-blog-fibre' },
  { name: 'delete a blog', method: 'DELETE', path: '/blog/demo-blog-fibre', reread: '/blog/demo-blog-fibre' },
  {
    name: 'create a location page',
    method: 'POST',
    path: '/api/locationpages/create',
    json: page,
    reread: '/api/locationpages',
  },
  {
    name: 'update a location page',
    method: 'PUT',
    path: '/api/locationpages/demo-location-yorkville',
    json: page,
    reread: '/api/locationpages/demo-location-yorkville',
  },
  {
    name: 'delete a location page',
    method: 'DELETE',
    path: '/api/locationpages/demo-location-yorkville',
    reread: '/api/locationpages/demo-location-yorkville',
  },
];

const CALLERS: [string, () => Record<string, string>, number][] = [
  ['no token', () => ({}), 401],
  ['a malformed token', () => ({ Authorization: 'Bearer not-a-real-token' }), 401],
  ['a non-bearer scheme', () => ({ Authorization: `Basic ${tokens.admin}` }), 401],
  ['a signed-in non-admin', () => ({ Authorization: `Bearer ${tokens.visitor}` }), 403],
];

describe.each(WRITES)('authorization: $name', (write) => {
  it.each(CALLERS)('refuses %s and changes nothing', async (_caller, headers, status) => {
    const before = await api(write.reread, { token: tokens.admin });
    const { res, body } = await api(write.path, { method: write.method, json: write.json, headers: headers() });
    expect(res.status).toBe(status);
    expect(body).toEqual({ status: 'error', message: expect.any(String) });
    const after = await api(write.reread, { token: tokens.admin });
    expect(after.body).toEqual(before.body);
  });
});

describe('authorization: image upload', () => {
  // Refused before the admin check once the address's upload allowance is spent (decision 0012): start with none.
  beforeAll(resetRateLimits);
  it.each(CALLERS)('refuses %s', async (_caller, headers, status) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'x.png');
    const res = await fetch(`${baseUrl()}/api/backup-files/upload_files`, {
      method: 'POST',
      body: form,
      headers: headers(),
    });
    expect(res.status).toBe(status);
  });
});

describe('authorization: token lifecycle', () => {
  it('refuses a token whose sessions were revoked, and accepts a fresh one after the claim is set', async () => {
    const { auth } = await emulatorAdmin();
    const email = `revoked-${Date.now()}@example.com`;
    const user = await auth.createUser({ email, password: 'Temp-pass-1', emailVerified: true });
    await auth.setCustomUserClaims(user.uid, { isAdmin: true });
    const first = (await signInWithPassword(email, 'Temp-pass-1')).body.idToken as string;
    expect((await api('/blogs', { token: first })).res.status).toBe(200);

    // Revocation is recorded with one-second precision: wait so the token is strictly older.
    await new Promise((r) => setTimeout(r, 1100));
    await auth.revokeRefreshTokens(user.uid);
    const refused = await api('/blog', { method: 'POST', token: first, json: blog });
    expect(refused.res.status).toBe(401);
    expect(refused.body.message).toMatch(/sign in again/i);
    await auth.deleteUser(user.uid);
  });
});
