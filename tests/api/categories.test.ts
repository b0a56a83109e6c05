import { describe, expect, it } from 'vitest';
import { baseUrl, getJson } from '../support/http';
import { DEMO_CATEGORIES } from '../../tools/scripts/lib/demo-data';

describe('GET /api/categories through the Hosting rewrite', () => {
  it('answers the seeded categories from Firestore in the documented envelope', async () => {
    const { res, body } = await getJson('/api/categories');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual({ status: 'success', data: DEMO_CATEGORIES });
  });

  it('is cacheable by browsers and the CDN, with an ETag that revalidates to 304', async () => {
    const first = await fetch(`${baseUrl()}/api/categories`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=600');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await fetch(`${baseUrl()}/api/categories`, { headers: { 'If-None-Match': etag as string } });
    expect(second.status).toBe(304);
  });
});

describe('API errors', () => {
  it('answers an unknown API path with a JSON 404 and no stack trace', async () => {
    const { res, body } = await getJson('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(body.status).toBe('error');
    expect(typeof body.message).toBe('string');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('answers a wrong method with 405 and the allowed methods', async () => {
    const { res, body } = await getJson('/api/categories', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(body).toMatchObject({ status: 'error' });
  });

  it('sends API errors with no-store so nothing caches them', async () => {
    const { res } = await getJson('/api/no-such-thing');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
