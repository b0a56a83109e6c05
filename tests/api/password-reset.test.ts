import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { actionLinkIn, confirmPasswordReset, createTestUser } from '../support/auth-emulator';
import { api, signInWithPassword } from '../support/http';
import { QUEUED_MAIL_TEST_TIMEOUT_MS, mailArrivesFor, mailTo, resetRateLimits } from '../support/limits-and-mail';

const reset = (email: string) => api('/api/account/password-reset', { method: 'POST', json: { email } });

beforeEach(resetRateLimits);
afterAll(resetRateLimits);

describe('POST /api/account/password-reset', () => {
  it(
    'gives every address the same 202, and mails a link only to an existing account',
    async () => {
      const account = await createTestUser({ isAdmin: false, prefix: 'forgetful' });
      const unknown = `nobody-${Date.now()}@example.com`;
      const other = await reset(unknown);
      const known = await reset(account.email.toUpperCase());
      expect(known.res.status).toBe(202);
      expect(other.res.status).toBe(202);
      expect(other.body).toEqual(known.body);
      expect(known.body).toEqual({
        status: 'success',
        message: expect.stringMatching(/If an account uses/),
        data: null,
      });

      // The mail is written by the queue's function after the answer; the unknown address's task, queued first and
      // lighter, has run by then.
      const [mail] = await mailArrivesFor(account.email);
      expect(await mailTo(unknown)).toEqual([]);
      expect(mail?.kind).toBe('password-reset');
      const link = actionLinkIn(mail?.message.text ?? '');
      expect(link.url.pathname).toBe('/account/action');
      expect(link.mode).toBe('resetPassword');

      // The action page's step, then the new password signs in and the old one does not.
      expect((await confirmPasswordReset(link.oobCode, 'A brand new password 2026')).status).toBe(200);
      expect((await signInWithPassword(account.email, 'A brand new password 2026')).status).toBe(200);
      expect((await signInWithPassword(account.email, account.password)).status).toBe(400);
    },
    QUEUED_MAIL_TEST_TIMEOUT_MS,
  );

  it('limits requests per address, whatever its case, with 429', async () => {
    const email = `limited-${Date.now()}@example.com`;
    const statuses = [];
    for (const typed of [email, email.toUpperCase(), email, email]) statuses.push((await reset(typed)).res.status);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('limits requests per client with 429 and Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await reset(`client-${i}-${Date.now()}@example.com`)).res.status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const limited = await reset('one-more@example.com');
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.status).toBe('error');
  });

  it.each([
    ['a malformed address', { email: 'nope' }, 400],
    ['an unknown field', { email: 'a@example.com', password: 'x' }, 400],
  ])('refuses %s with %i', async (_name, json, status) => {
    const { res, body } = await api('/api/account/password-reset', { method: 'POST', json });
    expect(res.status).toBe(status);
    expect(body.status).toBe('error');
  });
});
