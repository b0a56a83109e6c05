import { describe, expect, it } from 'vitest';
import { api, freshClient } from '../support/http';

const login = (json: unknown, headers = freshClient()) => api('/api/users/login', { method: 'POST', json, headers });

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
    ['an email over 36 characters', { email: `${'a'.repeat(30)}@example.com`, password: 'x' }, /^email:/],
    ['a password over 16 characters', { email: 'admin@example.com', password: 'x'.repeat(17) }, /^password:/],
    ['a malformed email', { email: 'not-an-email', password: 'x' }, /^email:/],
    ['a missing password', { email: 'admin@example.com' }, /^password:/],
    ['an unknown field', { email: 'admin@example.com', password: 'x', remember: true }, /Unknown field/],
  ])('refuses %s with 400', async (_name, json, message) => {
    const { res, body } = await login(json);
    expect(res.status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('limits attempts per client with 429 and Retry-After', async () => {
    const client = freshClient();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await login({ email: 'admin@example.com', password: 'Wrong-1' }, client)).res.status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await login({ email: 'admin@example.com', password: 'Admin-demo-1' }, client);
    expect(limited.res.status).toBe(429);
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.status).toBe('error');
    // Another client is unaffected.
    expect((await login({ email: 'admin@example.com', password: 'Admin-demo-1' })).res.status).toBe(200);
  });
});
