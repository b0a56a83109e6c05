import { describe, expect, it } from 'vitest';
import { api, freshClient } from '../support/http';
import { emulatorAdmin } from '../support/admin-sdk';

const subscribe = (json: unknown, headers = freshClient()) => api('/api/newsletter', { method: 'POST', json, headers });

describe('POST /api/newsletter', () => {
  it('stores one normalized record per address however often it is sent', async () => {
    const email = `reader.${Date.now()}@example.com`;
    for (const variant of [email, email.toUpperCase(), `  ${email}  `]) {
      const { res, body } = await subscribe({ email: variant });
      expect(res.status).toBe(200);
      expect(body).toMatchObject({ status: 'success', message: expect.stringMatching(/subscrib/i), data: { email } });
    }
    const { db } = await emulatorAdmin();
    const stored = await db.collection('newsletterSubscribers').where('email', '==', email).get();
    expect(stored.size).toBe(1);
    const record = stored.docs[0]?.data();
    expect(record?.source).toBe('website-footer');
    expect(record?.consentAt?.toDate()).toBeInstanceOf(Date);
  });

  it.each([
    ['a malformed email', { email: 'not-an-email' }],
    ['an email over 36 characters', { email: `${'a'.repeat(30)}@example.com` }],
    ['a missing email', {}],
    ['an unknown field', { email: 'a@example.com', admin: true }],
  ])('refuses %s with 400', async (_name, json) => {
    const { res, body } = await subscribe(json);
    expect(res.status).toBe(400);
    expect(body.status).toBe('error');
  });

  it('limits sign-ups per client with 429 and Retry-After', async () => {
    const client = freshClient();
    for (let i = 0; i < 5; i++)
      expect((await subscribe({ email: `limit${i}@example.com` }, client)).res.status).toBe(200);
    const limited = await subscribe({ email: 'limit5@example.com' }, client);
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

  it('stores a valid request, unhandled, with its consent time', async () => {
    const message = `Contact test ${Date.now()}`;
    const { res, body } = await api('/api/contact-requests', {
      method: 'POST',
      json: request({ message }),
      headers: freshClient(),
    });
    expect(res.status).toBe(201);
    expect(body).toMatchObject({ status: 'success', message: expect.any(String), data: { id: expect.any(String) } });
    const { db } = await emulatorAdmin();
    const doc = await db
      .collection('contactRequests')
      .doc((body.data as { id: string }).id)
      .get();
    expect(doc.data()).toMatchObject({ name: 'Jordan Lee', message, handled: false, consent: true });
  });

  it.each([
    ['no consent', request({ consent: false }), /consent/],
    ['a missing name', request({ name: '' }), /^name:/],
    ['a malformed email', request({ email: 'nope' }), /^email:/],
    ['letters in the phone', request({ phone: 'call me' }), /^phone:/],
    ['an empty message', request({ message: ' ' }), /^message:/],
    ['an unknown field', request({ company: 'x' }), /Unknown field/],
  ])('refuses %s with 400', async (_name, json, message) => {
    const { res, body } = await api('/api/contact-requests', { method: 'POST', json, headers: freshClient() });
    expect(res.status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('limits requests per client with 429', async () => {
    const client = freshClient();
    for (let i = 0; i < 5; i++) {
      expect(
        (await api('/api/contact-requests', { method: 'POST', json: request(), headers: client })).res.status,
      ).toBe(201);
    }
    const limited = await api('/api/contact-requests', { method: 'POST', json: request(), headers: client });
    expect(limited.res.status).toBe(429);
    expect(limited.res.headers.get('retry-after')).toBeTruthy();
  });
});
