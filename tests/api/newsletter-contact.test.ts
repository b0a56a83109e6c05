import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../support/http';
import { emulatorAdmin } from '../support/admin-sdk';
import { mailTo, resetRateLimits } from '../support/limits-and-mail';

const subscribe = (json: unknown, headers: Record<string, string> = {}) =>
  api('/api/newsletter', { method: 'POST', json, headers });

beforeEach(resetRateLimits);
afterAll(resetRateLimits);

describe('POST /api/newsletter', () => {
  it('stores one normalized pending record per address however often it is sent, with the same answer', async () => {
    const email = `reader.${Date.now()}@example.com`;
    const answers = [];
    for (const variant of [email, email.toUpperCase(), `  ${email}  `]) {
      const { res, body } = await subscribe({ email: variant, page: '/membership' });
      expect(res.status).toBe(200);
      answers.push(body);
    }
    expect(answers[0]).toMatchObject({
      status: 'success',
      message: expect.stringMatching(/confirm/i),
      data: { email },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    const { db } = await emulatorAdmin();
    const stored = await db.collection('newsletterSubscribers').where('email', '==', email).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]?.data()).toMatchObject({ status: 'pending', source: 'website-footer', page: '/membership' });
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('records a source the server does not know as "other", never the text sent', async () => {
    const email = `source.${Date.now()}@example.com`;
    expect((await subscribe({ email, source: 'admin-import <script>' })).res.status).toBe(200);
    const { db } = await emulatorAdmin();
    const stored = await db.collection('newsletterSubscribers').where('email', '==', email).get();
    expect(stored.docs[0]?.get('source')).toBe('other');
  });

  it.each([
    ['a malformed email', { email: 'not-an-email' }],
    ['an email over 36 characters', { email: `${'a'.repeat(30)}@example.com` }],
    ['a missing email', {}],
    ['an unknown field', { email: 'a@example.com', admin: true }],
    ['a page that is not a path of the site', { email: 'a@example.com', page: 'https://elsewhere.example' }],
  ])('refuses %s with 400', async (_name, json) => {
    const { res, body } = await subscribe(json);
    expect(res.status).toBe(400);
    expect(body.status).toBe('error');
  });

  it('limits sign-ups per client with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await subscribe({ email: `limit${i}@example.com` })).res.status).toBe(200);
    const limited = await subscribe({ email: 'limit5@example.com' });
    expect(limited.res.status).toBe(429);
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /api/contact-requests', () => {
  const request = (extra: Record<string, unknown> = {}) => ({
    name: 'Jordan Lee',
    email: 'jordan@example.com',
    phone: '+1 (416) 555-0100',
    message: 'I would like to learn about the membership.',
    consent: true,
    ...extra,
  });

  it('stores a valid request, unhandled, with its consent time, and tells the clinic inbox without the message', async () => {
    const message = `Contact test ${Date.now()}`;
    const name = `Jordan Lee ${Date.now()}`;
    const { res, body } = await api('/api/contact-requests', { method: 'POST', json: request({ message, name }) });
    expect(res.status).toBe(201);
    expect(body).toMatchObject({ status: 'success', message: expect.any(String), data: { id: expect.any(String) } });
    const { db } = await emulatorAdmin();
    const doc = await db
      .collection('contactRequests')
      .doc((body.data as { id: string }).id)
      .get();
    expect(doc.data()).toMatchObject({ name, message, handled: false, consent: true });

    const notification = (await mailTo('inbox@example.com')).find((mail) => mail.message.subject.includes(name));
    expect(notification?.kind).toBe('contact-notification');
    expect(notification?.message.text).toContain('http://127.0.0.1:5000/admin/inquiries');
    const everything = JSON.stringify(notification);
    for (const secret of [message, 'jordan@example.com', '555-0100']) expect(everything).not.toContain(secret);
  });

  it.each([
    ['no consent', request({ consent: false }), /consent/],
    ['a missing name', request({ name: '' }), /^name:/],
    ['a malformed email', request({ email: 'nope' }), /^email:/],
    ['letters in the phone', request({ phone: 'call me' }), /^phone:/],
    ['an empty message', request({ message: ' ' }), /^message:/],
    ['an unknown field', request({ company: 'x' }), /Unknown field/],
  ])('refuses %s with 400', async (_name, json, message) => {
    const { res, body } = await api('/api/contact-requests', { method: 'POST', json });
    expect(res.status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('limits requests per client with 429', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await api('/api/contact-requests', { method: 'POST', json: request() })).res.status).toBe(201);
    }
    const limited = await api('/api/contact-requests', { method: 'POST', json: request() });
    expect(limited.res.status).toBe(429);
    expect(limited.res.headers.get('retry-after')).toBeTruthy();
  });
});
