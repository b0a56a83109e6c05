import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../support/admin-sdk';
import { api } from '../support/http';
import { resetRateLimits } from '../support/limits-and-mail';

const login = (json: unknown, headers: Record<string, string> = {}) =>
  api('/api/users/login', { method: 'POST', json, headers });

beforeEach(resetRateLimits);
afterAll(resetRateLimits);

describe('POST /api/users/login', () => {
  it('signs the admin in and answers token, isAdmin, email, uid and expiresIn', async () => {
    const { res, body } = await login({ email: 'admin@example.com', password: 'Admin-demo-1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({
      status: 'success',
      data: {
        token: expect.any(String),
        isAdmin: true,
        email: 'admin@example.com',
        uid: expect.any(String),
        expiresIn: 3600,
      },
    });
    // The token works as a bearer token on an admin read.
    const token = (body.data as { token: string }).token;
    expect((await api('/blogs', { token })).res.status).toBe(200);
  });

  it('answers isAdmin false for the visitor', async () => {
    const { body } = await login({ email: 'visitor@example.com', password: 'Visitor-demo-1' });
    expect((body.data as { isAdmin: boolean }).isAdmin).toBe(false);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const wrong = await login({ email: 'admin@example.com', password: 'Wrong-pass-1' });
    const unknown = await login({ email: 'nobody@example.com', password: 'Wrong-pass-1' });
    expect(wrong.res.status).toBe(401);
    expect(unknown.res.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ status: 'error', message: 'The email or password is incorrect.' });
  });

  it.each([
    // The spec's 36/16 were raised to 254/128 (decision 0014).
    [
      'an email over 254 characters',
      { email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com`, password: 'x' },
      /^email:.*254/,
    ],
    ['a password over 128 characters', { email: 'admin@example.com', password: 'x'.repeat(129) }, /^password:.*128/],
    ['a malformed email', { email: 'not-an-email', password: 'x' }, /^email:/],
    ['a missing password', { email: 'admin@example.com' }, /^password:/],
    ['an unknown field', { email: 'admin@example.com', password: 'x', remember: true }, /Unknown field/],
  ])('refuses %s with 400', async (_name, json, message) => {
    const { res, body } = await login(json);
    expect(res.status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('still takes what the spec limits took, and longer emails and passwords now: a wrong one is 401, not 400', async () => {
    for (const json of [
      { email: `${'a'.repeat(24)}@example.com`, password: 'x'.repeat(16) },
      {
        email: `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(50)}.example.com`,
        password: 'x'.repeat(128),
      },
      { email: 'visitor@example.com', password: 'x'.repeat(64) },
    ]) {
      expect(json.email.length).toBeLessThanOrEqual(254);
      const { res, body } = await login(json);
      expect(res.status, JSON.stringify(body)).toBe(401);
    }
  });

  it('limits attempts per client address with 429, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const headers = { 'X-Forwarded-For': `198.51.100.${i}` };
      statuses.push((await login({ email: `nobody${i}@example.com`, password: 'Wrong-1' }, headers)).res.status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const limited = await login(
      { email: 'admin@example.com', password: 'Admin-demo-1' },
      { 'X-Forwarded-For': '203.0.113.99' },
    );
    expect(limited.res.status).toBe(429);
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.status).toBe('error');
  });

  it('delays an email address after five failures, doubling the wait, and a success clears it', async () => {
    const email = 'visitor@example.com';
    // Failures in any letter case count for one address, as Firebase matches addresses.
    for (let i = 0; i < 5; i++) {
      const typed = i % 2 ? email.toUpperCase() : email;
      expect((await login({ email: typed, password: 'Wrong-pass-1' })).res.status).toBe(401);
    }
    const delayed = await login({ email: 'Visitor@Example.COM', password: 'Visitor-demo-1' });
    expect(delayed.res.status).toBe(429);
    expect(Number(delayed.res.headers.get('retry-after'))).toBeGreaterThan(25);
    expect(delayed.body.message).toMatch(/failed sign-ins for this account/);
    // Another address is not delayed.
    expect((await login({ email: 'admin@example.com', password: 'Admin-demo-1' })).res.status).toBe(200);

    // Once the wait is over, one more failure doubles it.
    const { db } = await emulatorAdmin();
    const bucket = (await db.collection('rateLimits').get()).docs.find(
      (d) => d.id.startsWith('login:email:') && d.get('failures') === 5,
    );
    await bucket?.ref.update({ blockedUntilMs: Date.now() - 1 });
    expect((await login({ email, password: 'Wrong-pass-1' })).res.status).toBe(401);
    const doubled = await login({ email, password: 'Visitor-demo-1' });
    expect(Number(doubled.res.headers.get('retry-after'))).toBeGreaterThan(55);

    await bucket?.ref.update({ blockedUntilMs: Date.now() - 1 });
    expect((await login({ email, password: 'Visitor-demo-1' })).res.status).toBe(200);
    expect((await bucket?.ref.get())?.exists).toBe(false);
  });

  it('answers a disabled account exactly as a wrong password', async () => {
    const { auth } = await emulatorAdmin();
    const email = `disabled.${Date.now()}@example.com`;
    await auth.createUser({ email, password: 'Disabled-demo-1', disabled: true });
    const disabled = await login({ email, password: 'Disabled-demo-1' });
    const wrong = await login({ email: 'admin@example.com', password: 'Wrong-pass-1' });
    expect(disabled.res.status).toBe(401);
    expect(disabled.body).toEqual(wrong.body);
  });
});
