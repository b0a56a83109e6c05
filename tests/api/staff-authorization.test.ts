import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../support/admin-sdk';
import { createTestUser, passwordToken, type TestAccount } from '../support/auth-emulator';
import { api, demoTokens, type Tokens } from '../support/http';

let tokens: Tokens & { unverified: string };
let target: TestAccount;
beforeAll(async () => {
  const unverified = await createTestUser({ emailVerified: false, prefix: 'matrix-unverified' });
  target = await createTestUser({ prefix: 'matrix-target' });
  tokens = { ...(await demoTokens()), unverified: await passwordToken(unverified.email, unverified.password) };
});

const uninvited = `matrix-invitee-${Date.now()}@example.com`;

type Route = { name: string; method: string; path: () => string; json?: unknown; unchanged: () => Promise<void> };
const ROUTES: Route[] = [
  { name: 'GET /api/staff', method: 'GET', path: () => '/api/staff', unchanged: async () => {} },
  {
    name: 'POST /api/staff/invitations',
    method: 'POST',
    path: () => '/api/staff/invitations',
    json: { email: uninvited },
    unchanged: async () => {
      const { auth } = await emulatorAdmin();
      expect(await auth.getUserByEmail(uninvited).catch(() => null)).toBeNull();
    },
  },
  {
    name: 'DELETE /api/staff/:uid',
    method: 'DELETE',
    path: () => `/api/staff/${target.uid}`,
    unchanged: async () => {
      const { auth } = await emulatorAdmin();
      expect((await auth.getUser(target.uid)).customClaims?.isAdmin).toBe(true);
    },
  },
  {
    name: 'POST /api/staff/sign-out-everywhere',
    method: 'POST',
    path: () => '/api/staff/sign-out-everywhere',
    unchanged: async () => {
      expect((await api('/api/contact-requests', { token: tokens.admin })).res.status).toBe(200);
    },
  },
];

const CALLERS: [string, () => Record<string, string>, number, string | undefined][] = [
  ['no token', () => ({}), 401, undefined],
  ['a malformed token', () => ({ Authorization: 'Bearer not-a-real-token' }), 401, undefined],
  ['a non-bearer scheme', () => ({ Authorization: `Basic ${tokens.admin}` }), 401, undefined],
  ['a signed-in non-admin', () => ({ Authorization: `Bearer ${tokens.visitor}` }), 403, undefined],
  [
    'an admin claim on an unverified address',
    () => ({ Authorization: `Bearer ${tokens.unverified}` }),
    403,
    'email-unverified',
  ],
];

describe.each(ROUTES)('authorization: $name', (route) => {
  // Ending one's own sessions needs only the claim: the unverified caller's 200 has its own test below.
  const callers = route.name.includes('sign-out') ? CALLERS.filter(([, , , code]) => !code) : CALLERS;
  it.each(callers)('refuses %s and changes nothing', async (caller, headers, status, code) => {
    const { res, body } = await api(route.path(), { method: route.method, json: route.json, headers: headers() });
    expect(res.status, caller).toBe(status);
    expect(body).toEqual({ status: 'error', message: expect.any(String), ...(code ? { code } : {}) });
    await route.unchanged();
  });
});

describe('POST /api/staff/sign-out-everywhere with an unverified admin claim', () => {
  it('is allowed: the account can only end its own sessions', async () => {
    const { res } = await api('/api/staff/sign-out-everywhere', { method: 'POST', token: tokens.unverified });
    expect(res.status).toBe(200);
  });
});
