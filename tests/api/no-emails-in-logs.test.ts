import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_DIR } from '../../tools/scripts/lib/local-stack';
import { actionLinkIn, createTestUser, passwordToken } from '../support/auth-emulator';
import { api, demoTokens } from '../support/http';
import { QUEUED_MAIL_TEST_TIMEOUT_MS, mailArrivesFor, mailTo, resetRateLimits } from '../support/limits-and-mail';

/** What the functions wrote while the stack ran: the Functions emulator's output goes to .local/emulators.log. */
const functionsLog = () => readFileSync(join(LOCAL_DIR, 'emulators.log'), 'utf8');

let admin: string;
beforeAll(async () => {
  admin = (await demoTokens()).admin;
  await resetRateLimits();
});

describe('the functions log no email address, code or token', () => {
  it(
    'after invitations, resets, failed sign-ins, refusals and a revocation',
    async () => {
      const invitee = `logcheck-invitee-${Date.now()}@example.com`;
      const colleague = await createTestUser({ prefix: 'logcheck-colleague' });
      const colleagueToken = await passwordToken(colleague.email, colleague.password);
      const unknown = `logcheck-unknown-${Date.now()}@example.com`;

      expect(
        (await api('/api/staff/invitations', { method: 'POST', token: admin, json: { email: invitee } })).res.status,
      ).toBe(201);
      for (const email of [colleague.email, unknown]) {
        expect((await api('/api/account/password-reset', { method: 'POST', json: { email } })).res.status).toBe(202);
      }
      // The reset mail is written by the queue's function after the answer: before the account is revoked below.
      const resetMail = await mailArrivesFor(colleague.email);
      await api('/api/users/login', { method: 'POST', json: { email: unknown, password: 'Wrong-password-1' } });
      await api('/api/staff', { token: 'Bearer-garbage.token.value' });
      expect((await api(`/api/staff/${colleague.uid}`, { method: 'DELETE', token: admin })).res.status).toBe(200);
      expect((await api('/api/staff', { token: colleagueToken })).res.status).toBe(401);

      const codes = [...(await mailTo(invitee)), ...resetMail].map((mail) => actionLinkIn(mail.message.text).oobCode);
      expect(codes).toHaveLength(2);
      const log = functionsLog();
      // The run did reach the log: the refused token was logged, by its error code only.
      expect(log).toMatch(/Rejected an ID token/);
      for (const secret of [invitee, colleague.email, unknown, colleague.password, colleagueToken, ...codes]) {
        expect(log.includes(secret), `the log holds ${secret.slice(0, 12)}…`).toBe(false);
      }
    },
    QUEUED_MAIL_TEST_TIMEOUT_MS,
  );
});
