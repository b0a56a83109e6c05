import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoTokens, expectPublicStatus, type Tokens } from '../support/http';
import { locationPageInput } from '../support/location-page';

let tokens: Tokens;
beforeAll(async () => {
  tokens = await demoTokens();
});

// With a canonical link and keywords: the optional meta fields are stored too.
const page = (slug: string, extra: Record<string, unknown> = {}) =>
  locationPageInput(slug, {
    meta_keywords: 'leaside, preventive care',
    meta_link: 'https://example.com/location/leaside',
    ...extra,
  });
const slug = (name: string) => `${name}-${Date.now().toString(36)}`;

describe('location pages', () => {
  it('lists, reads by id and by slug the seeded pages', async () => {
    const list = await api('/api/locationpages');
    expect(list.res.status).toBe(200);
    expect((list.body.data as { slug_url: string }[]).map((p) => p.slug_url)).toEqual(
      expect.arrayContaining(['executive-health-yorkville', 'preventive-care-north-york']),
    );
    const byId = await api('/api/locationpages/demo-location-yorkville');
    expect(byId.body.data).toMatchObject({ location_id: 'demo-location-yorkville', meta_title: expect.any(String) });
    const bySlug = await api('/api/locationpages/url/preventive-care-north-york');
    expect((bySlug.body.data as { location_id: string }).location_id).toBe('demo-location-north-york');
    expect(bySlug.res.headers.get('etag')).toBeTruthy();
  });

  it('creates, updates and deletes a page', async () => {
    const s = slug('leaside');
    const created = await api('/api/locationpages/create', { method: 'POST', token: tokens.admin, json: page(s) });
    expect(created.res.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'success',
      message: 'Location page created.',
      data: { slug_url: s, published: true },
    });
    const id = (created.body.data as { location_id: string }).location_id;

    const updated = await api(`/api/locationpages/${id}`, {
      method: 'PUT',
      token: tokens.admin,
      json: page(s, { main_heading: 'Updated heading' }),
    });
    expect(updated.body).toMatchObject({
      message: 'Location page updated.',
      data: { main_heading: 'Updated heading' },
    });
    expect((await api(`/api/locationpages/url/${s}`)).body.data).toMatchObject({ main_heading: 'Updated heading' });

    const removed = await api(`/api/locationpages/${id}`, { method: 'DELETE', token: tokens.admin });
    expect(removed.body).toMatchObject({ message: 'Location page deleted.', data: { location_id: id } });
    // Read publicly above: another instance may hold that copy for a few seconds.
    await expectPublicStatus(`/api/locationpages/url/${s}`, 404);
  });

  it('refuses a duplicate slug with 409', async () => {
    const { res, body } = await api('/api/locationpages/create', {
      method: 'POST',
      token: tokens.admin,
      json: page('executive-health-yorkville'),
    });
    expect(res.status).toBe(409);
    expect(body.message).toMatch(/already uses/);
  });

  it('hides drafts from the public and shows them to admins', async () => {
    const s = slug('draft-location');
    const created = await api('/api/locationpages/create', {
      method: 'POST',
      token: tokens.admin,
      json: page(s, { published: false }),
    });
    const id = (created.body.data as { location_id: string }).location_id;
    expect((await api(`/api/locationpages/url/${s}`)).res.status).toBe(404);
    expect((await api(`/api/locationpages/${id}`)).res.status).toBe(404);
    expect((await api(`/api/locationpages/${id}`, { token: tokens.admin })).res.status).toBe(200);
    await api(`/api/locationpages/${id}`, { method: 'DELETE', token: tokens.admin });
  });

  it.each([
    ['a missing required heading', { heading_3: '' }, /^heading_3:/],
    ['a paragraph that is only unsafe HTML', { paragraph_2: '<script>alert(1)</script>' }, /^paragraph_2:/],
    ['a canonical link that is not http(s)', { meta_link: 'javascript:alert(1)' }, /^meta_link:/],
    ['a bad slug', { slug_url: 'Bad Slug' }, /^slug_url:/],
    ['an unknown field', { location_id: 'x' }, /Unknown field/],
  ])('refuses %s with 400', async (_name, extra, message) => {
    const { res, body } = await api('/api/locationpages/create', {
      method: 'POST',
      token: tokens.admin,
      json: page(slug('invalid'), extra),
    });
    expect(res.status).toBe(400);
    expect(body.message).toMatch(message);
  });
});
