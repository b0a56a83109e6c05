import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../support/admin-sdk';
import { api, baseUrl, demoTokens, type Tokens } from '../support/http';
import { mailTo, resetRateLimits, tokenOf } from '../support/limits-and-mail';

const CONSENT_VERSION = '2025-06-01';
let tokens: Tokens;
beforeAll(async () => {
  tokens = await demoTokens();
});
beforeEach(resetRateLimits);
afterAll(resetRateLimits);

const signUp = (email: string) => api('/api/newsletter', { method: 'POST', json: { email, page: '/about' } });
const confirm = (token: string) =>
  api('/api/newsletter/confirm', { method: 'POST', json: { token, consentVersion: CONSENT_VERSION } });
const record = async (email: string) => {
  const { db } = await emulatorAdmin();
  return (await db.collection('newsletterSubscribers').where('email', '==', email).get()).docs[0]?.data();
};
const csv = async () =>
  (
    await fetch(`${baseUrl()}/api/newsletter/subscribers.csv`, { headers: { Authorization: `Bearer ${tokens.admin}` } })
  ).text();

describe('newsletter double opt-in', () => {
  it('signs up, confirms once with evidence, unsubscribes in one click, is erased and never mailed again', async () => {
    const email = `optin.${Date.now()}@example.com`;
    expect((await signUp(email)).res.status).toBe(200);
    const [mail] = await mailTo(email);
    expect(mail).toMatchObject({
      kind: 'newsletter-confirmation',
      message: { subject: expect.stringMatching(/confirm/i) },
    });
    expect(mail?.message.html).toContain('/newsletter/confirm?token=');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:5000\/api\/newsletter\/unsubscribe\?token=[\w-]{43}>$/,
    );
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await csv()).not.toContain(email);

    // The token is stored only as a hash.
    const confirmToken = tokenOf(mail!, '/newsletter/confirm');
    const { db } = await emulatorAdmin();
    const stored = JSON.stringify((await db.collection('newsletterTokens').get()).docs.map((d) => [d.id, d.data()]));
    expect(stored).not.toContain(confirmToken);

    const confirmed = await confirm(confirmToken);
    expect(confirmed.res.status).toBe(200);
    expect(await record(email)).toMatchObject({
      status: 'confirmed',
      consent: {
        wording: expect.stringMatching(/newsletter/),
        version: CONSENT_VERSION,
        page: '/about',
        addressHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
    expect((await record(email))?.consent.confirmedAt.toDate()).toBeInstanceOf(Date);
    expect(await csv()).toContain(email);

    // Reused: refused.
    const reused = await confirm(confirmToken);
    expect(reused.res.status).toBe(410);
    expect(reused.body.message).toMatch(/already been used/);

    // One-click unsubscribe as a mail client sends it (RFC 8058): POST, form body, no sign-in.
    const oneClick = /<(.+)>/
      .exec(mail!.headers!['List-Unsubscribe']!)![1]!
      .replace('http://127.0.0.1:5000', baseUrl());
    const res = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await record(email)).toBeUndefined();
    expect(await csv()).not.toContain(email);
    // Again: the same answer.
    expect((await fetch(oneClick, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(200);

    // Signing up again after unsubscribing needs a new confirmation.
    await resetRateLimits();
    expect((await signUp(email)).res.status).toBe(200);
    expect(await mailTo(email)).toHaveLength(2);
    expect((await record(email))?.status).toBe('pending');

    // Erased by an admin: record, links and queued mail go; a suppression hash stays.
    const erased = await api('/api/newsletter/subscribers/erase', {
      method: 'POST',
      token: tokens.admin,
      json: { email },
    });
    expect(erased.res.status).toBe(200);
    expect(erased.body.data).toEqual({ erased: true });
    expect(await record(email)).toBeUndefined();
    expect(await mailTo(email)).toHaveLength(0);
    const suppressions = await db.collection('newsletterSuppressions').get();
    expect(JSON.stringify(suppressions.docs.map((d) => [d.id, d.data()]))).not.toContain(email);

    // Signing up again: the same answer, but no record and no mail, ever.
    const again = await signUp(email);
    expect(again.res.status).toBe(200);
    expect(again.body.message).toMatch(/check your inbox/i);
    expect(await record(email)).toBeUndefined();
    expect(await mailTo(email)).toHaveLength(0);
  });

  it('refuses an expired confirmation link and an unknown one', async () => {
    const email = `expired.${Date.now()}@example.com`;
    await signUp(email);
    const [mail] = await mailTo(email);
    const token = tokenOf(mail!, '/newsletter/confirm');
    const { db } = await emulatorAdmin();
    const { Timestamp } = await import('firebase-admin/firestore');
    const { createHash } = await import('node:crypto');
    await db
      .collection('newsletterTokens')
      .doc(createHash('sha256').update(token).digest('hex'))
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const expired = await confirm(token);
    expect(expired.res.status).toBe(410);
    expect(expired.body.message).toMatch(/expired/);
    expect((await record(email))?.status).toBe('pending');

    const unknown = await confirm('A'.repeat(43));
    expect(unknown.res.status).toBe(404);
    expect((await confirm('short')).res.status).toBe(400);
  });

  it('lets only admins erase subscribers', async () => {
    const json = { email: 'someone@example.com' };
    expect((await api('/api/newsletter/subscribers/erase', { method: 'POST', json })).res.status).toBe(401);
    expect(
      (await api('/api/newsletter/subscribers/erase', { method: 'POST', json, token: tokens.visitor })).res.status,
    ).toBe(403);
  });

  it('leaves one record and one mail after a concurrent storm of sign-ups for one address', async () => {
    const email = `storm.${Date.now()}@example.com`;
    const { db } = await emulatorAdmin();
    // Five per client address per window: the storm runs in waves, counters cleared between them.
    const answers = [];
    for (let wave = 0; wave < 4; wave++) {
      await resetRateLimits();
      answers.push(...(await Promise.all(Array.from({ length: 5 }, () => signUp(email)))));
    }
    expect(answers.map((a) => a.res.status)).toEqual(Array(20).fill(200));
    expect((await db.collection('newsletterSubscribers').where('email', '==', email).get()).size).toBe(1);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('sends a person who opens the List-Unsubscribe address to the unsubscribe page', async () => {
    const res = await fetch(`${baseUrl()}/api/newsletter/unsubscribe?token=${'B'.repeat(43)}`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${'B'.repeat(43)}`);
  });
});
