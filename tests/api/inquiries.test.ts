import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, baseUrl, demoTokens, type Tokens } from '../support/http';
import { mailTo, resetRateLimits, tokenOf } from '../support/limits-and-mail';

let tokens: Tokens;
beforeAll(async () => {
  tokens = await demoTokens();
});
beforeEach(resetRateLimits);
afterAll(resetRateLimits);

const contact = (message: string) =>
  api('/api/contact-requests', {
    method: 'POST',
    json: { name: 'Sam Patel', email: 'sam@example.com', phone: '', message, consent: true },
  });

describe('admin inquiries', () => {
  it('lists contact requests newest first and toggles the handled flag', async () => {
    const first = (await contact(`First ${Date.now()}`)).body.data as { id: string };
    const second = (await contact(`Second ${Date.now()}`)).body.data as { id: string };
    const { res, body } = await api('/api/contact-requests', { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const ids = (body.data as { id: string }[]).map((i) => i.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const listed = (body.data as { id: string; handled: boolean; createdAt: string }[]).find((i) => i.id === first.id);
    expect(listed?.handled).toBe(false);
    expect(Date.parse(listed?.createdAt ?? '')).not.toBeNaN();

    const marked = await api(`/api/contact-requests/${first.id}`, {
      method: 'PUT',
      token: tokens.admin,
      json: { handled: true },
    });
    expect(marked.body).toMatchObject({ status: 'success', data: { id: first.id, handled: true } });
    const after = (await api('/api/contact-requests', { token: tokens.admin })).body.data as {
      id: string;
      handled: boolean;
    }[];
    expect(after.find((i) => i.id === first.id)?.handled).toBe(true);
  });

  it('answers 404 for an unknown inquiry and 400 for a bad body', async () => {
    expect(
      (await api('/api/contact-requests/nope', { method: 'PUT', token: tokens.admin, json: { handled: true } })).res
        .status,
    ).toBe(404);
    expect(
      (await api('/api/contact-requests/nope', { method: 'PUT', token: tokens.admin, json: { handled: 'yes' } })).res
        .status,
    ).toBe(400);
  });

  it.each([
    ['GET', '/api/contact-requests'],
    ['GET', '/api/newsletter/subscribers'],
    ['GET', '/api/newsletter/subscribers.csv'],
    ['GET', '/api/blogs/slug-available/anything'],
  ])('refuses %s %s without a token (401) and to a non-admin (403)', async (method, path) => {
    expect((await api(path, { method })).res.status).toBe(401);
    expect((await api(path, { method, token: tokens.visitor })).res.status).toBe(403);
  });
});

describe('admin newsletter figures', () => {
  it('counts and exports confirmed subscribers only', async () => {
    const email = `csv.${Date.now()}@example.com`;
    const pending = `pending.${Date.now()}@example.com`;
    await api('/api/newsletter', { method: 'POST', json: { email } });
    await api('/api/newsletter', { method: 'POST', json: { email: pending } });
    const before = await api('/api/newsletter/subscribers', { token: tokens.admin });
    const [mail] = await mailTo(email);
    const token = tokenOf(mail!, '/newsletter/confirm');
    await api('/api/newsletter/confirm', { method: 'POST', json: { token, consentVersion: '2025-06-01' } });
    const stats = await api('/api/newsletter/subscribers', { token: tokens.admin });
    expect((stats.body.data as { count: number }).count).toBe((before.body.data as { count: number }).count + 1);

    const res = await fetch(`${baseUrl()}/api/newsletter/subscribers.csv`, {
      headers: { Authorization: `Bearer ${tokens.admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment/);
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toBe('email,consentAt,source');
    expect(csv).toContain(`"${email}","20`);
    expect(csv).not.toContain(pending);
  });
});

describe('slug availability for the admin forms', () => {
  it('reports taken, free and own slugs for blogs and location pages', async () => {
    const check = async (path: string) =>
      (await api(path, { token: tokens.admin })).body.data as { available: boolean };
    expect((await check('/api/blogs/slug-available/fibre-the-most-underrated-nutrient')).available).toBe(false);
    expect(
      (await check('/api/blogs/slug-available/fibre-the-most-underrated-nutrient?exclude=demo-blog-fibre')).available,
    ).toBe(true);
    expect((await check(`/api/blogs/slug-available/free-${Date.now()}`)).available).toBe(true);
    expect((await check('/api/locationpages/slug-available/executive-health-yorkville')).available).toBe(false);
    expect((await check(`/api/locationpages/slug-available/free-${Date.now()}`)).available).toBe(true);
  });
});
