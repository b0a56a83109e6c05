import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMail } from '@shared/schemas/mail';
import type { StaffMember, StaffOverview } from '@shared/schemas/staff';
import { emulatorAdmin } from '../support/admin-sdk';
import { startApiInstances } from '../support/api-instances';
import { actionLinkIn, confirmPasswordReset, createTestUser } from '../support/auth-emulator';
import { api, decodeClaims, demoTokens, signInWithPassword } from '../support/http';

let admin: string;
beforeAll(async () => {
  admin = (await demoTokens()).admin;
});

const freshEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const invite = (email: string, origin?: string) =>
  api('/api/staff/invitations', { method: 'POST', token: admin, json: { email }, ...(origin ? { origin } : {}) });

/** The invitation mails the Outbox shows for an address, newest first (bodies: the local stack only). */
async function invitationsTo(email: string): Promise<OutboxMail[]> {
  const { body } = await api('/api/mail/outbox', { token: admin });
  return (body.data as { mail: OutboxMail[] }).mail.filter((m) => m.to === email && m.kind === 'staff-invitation');
}

async function staffEntry(email: string, token = admin): Promise<StaffMember | undefined> {
  const { body } = await api('/api/staff', { token });
  return (body.data as StaffOverview).staff.find((member) => member.email === email);
}

describe('POST /api/staff/invitations', () => {
  it('creates the account, mails a link to /account/action, and the invitee sets a 40-character password', async () => {
    const email = freshEmail('Invitee').toLowerCase();
    const { res, body } = await invite(email.replace('invitee', 'INVITEE'));
    expect(res.status).toBe(201);
    expect(body).toMatchObject({
      status: 'success',
      message: expect.stringContaining(email),
      data: { email, state: 'invited', lastSignInAt: null, secondFactor: false, isYou: false },
    });
    const { auth } = await emulatorAdmin();
    const created = await auth.getUserByEmail(email);
    expect(created.customClaims).toEqual({ isAdmin: true });
    expect(created.emailVerified).toBe(false);
    expect((await staffEntry(email))?.state).toBe('invited');

    const [mail] = await invitationsTo(email);
    const link = actionLinkIn(mail?.text ?? '');
    expect(link.url.origin + link.url.pathname).toBe('http://127.0.0.1:5000/account/action');
    expect(link.mode).toBe('invite');
    expect(mail?.html).toContain('/account/action?mode=invite&amp;oobCode=');

    // What the action page does: confirmPasswordReset, which proves the address.
    const password = 'A long passphrase of forty characters!!!';
    expect(password).toHaveLength(40);
    expect((await confirmPasswordReset(link.oobCode, password)).status).toBe(200);
    const signedIn = await signInWithPassword(email, password);
    expect(decodeClaims(signedIn.body.idToken as string)).toMatchObject({ email_verified: true, isAdmin: true });
    expect((await staffEntry(email, signedIn.body.idToken))?.state).toBe('active');
    expect((await staffEntry(email, signedIn.body.idToken))?.isYou).toBe(true);

    // The documented login endpoint takes the 40-character password as well.
    const login = await api('/api/users/login', { method: 'POST', json: { email, password } });
    expect(login.res.status).toBe(200);
    expect(login.body.data).toMatchObject({ email, isAdmin: true });

    // A used link does not work twice.
    expect((await confirmPasswordReset(link.oobCode, 'Another-password-123')).status).toBe(400);
    // An active administrator is not invited again.
    const again = await invite(email);
    expect(again.res.status).toBe(409);
    expect(again.body).toEqual({ status: 'error', message: `${email} is already an administrator.` });
  });

  it('sends a pending invitee a fresh link (200) and logs both invitations', async () => {
    const email = freshEmail('pending');
    expect((await invite(email)).res.status).toBe(201);
    const again = await invite(email);
    expect(again.res.status).toBe(200);
    expect(again.body.data).toMatchObject({ email, state: 'invited' });
    const mails = await invitationsTo(email);
    expect(mails).toHaveLength(2);
    const codes = mails.map((m) => actionLinkIn(m.text ?? '').oobCode);
    expect(new Set(codes).size).toBe(2);

    const { body } = await api('/api/staff', { token: admin });
    const log = (body.data as StaffOverview).log.filter((entry) => entry.target === email);
    expect(log.map((entry) => entry.action)).toEqual(['re-invited', 'invited']);
    expect(log[0]).toMatchObject({ actor: 'admin@example.com', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('takes the address away from whoever registered it without proving it', async () => {
    const squatter = await createTestUser({ isAdmin: false, emailVerified: false, prefix: 'squatted' });
    expect((await signInWithPassword(squatter.email, squatter.password)).status).toBe(200);
    expect((await invite(squatter.email)).res.status).toBe(201);
    // The squatter's password no longer signs in; only the mailbox's owner can set one, through the link.
    expect((await signInWithPassword(squatter.email, squatter.password)).status).toBe(400);
  });

  it('leaves no claim when the mail cannot be queued, and a retry completes the invitation', async () => {
    // An api instance without SITE_URL cannot build the link: the invitation fails before any mail or claim.
    const broken = await startApiInstances(1, { SITE_URL: '' });
    const email = freshEmail('retry');
    try {
      const failed = await invite(email, broken.origins[0]);
      expect(failed.res.status).toBe(503);
      expect(failed.body.message).toMatch(/SITE_URL/);
    } finally {
      broken.stop();
    }
    const { auth } = await emulatorAdmin();
    expect((await auth.getUserByEmail(email)).customClaims?.isAdmin).toBeUndefined();
    expect(await invitationsTo(email)).toEqual([]);

    const retried = await invite(email);
    expect(retried.res.status).toBe(201);
    expect((await auth.getUserByEmail(email)).customClaims).toEqual({ isAdmin: true });
    expect(await invitationsTo(email)).toHaveLength(1);
  });

  it.each([
    ['a malformed address', { email: 'not-an-email' }, /^email:/],
    ['an address over 254 characters', { email: `${'a'.repeat(243)}@example.com` }, /^email:.*254/],
    ['an unknown field', { email: 'x@example.com', role: 'owner' }, /Unknown field/],
  ])('refuses %s with 400', async (_name, json, message) => {
    const { res, body } = await api('/api/staff/invitations', { method: 'POST', token: admin, json });
    expect(res.status).toBe(400);
    expect(body.message).toMatch(message);
  });
});
