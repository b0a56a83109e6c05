import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoTokens, expectPublicStatus, type Tokens } from '../support/http';
import { locationPageInput } from '../support/location-page';

let tokens: Tokens;
beforeAll(async () => {
  tokens = await demoTokens();
});

const uniqueSlug = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
const blog = (slug: string, title: string, extra: Record<string, unknown> = {}) => ({
  title,
  slug_url: slug,
  brief_paragraph: 'A short summary.',
  category: 2,
  blogs_content: [{ heading: 'Section', paragraph: `<p>${title}: <strong>bold</strong></p><ul><li>one</li></ul>` }],
  metaTitle: 'Meta',
  metaDescription: 'Description',
  reviewedBy: 'Dr. Ana Reyes, MD',
  lastReviewed: '2026-10-01',
  ...extra,
});
// A list in a paragraph: what the sanitizer keeps must come back the same from the history and the trash.
const page = (slug: string, heading: string) =>
  locationPageInput(slug, { main_heading: heading, paragraph_4: '<ol><li>Fourth.</li></ol>' });
const admin = (path: string, method = 'GET', json?: unknown) => api(path, { method, token: tokens.admin, json });
type Revision = { revision_id: string; at: string; by: string; action: string; title: string };
/** A record's fields and id: the server-owned times and the `version` (a hash that moves on every save) left out. */
const withoutTimes = ({ createdAt: _c, updatedAt: _u, version: _v, ...rest }: Record<string, unknown>) => rest;

describe('revision and trash routes: 401 anonymous, 403 non-admin', () => {
  const ROUTES: [string, string][] = [
    ['GET', '/blog/demo-blog-fibre/revisions'],
    ['GET', '/blog/demo-blog-fibre/revisions/some-revision'],
    ['POST', '/blog/demo-blog-fibre/revisions/some-revision/restore'],
    ['GET', '/api/blogs/trash'],
    ['POST', '/api/blogs/trash/demo-blog-fibre/restore'],
    ['DELETE', '/api/blogs/trash/demo-blog-fibre'],
    ['GET', '/api/locationpages/demo-location-yorkville/revisions'],
    ['GET', '/api/locationpages/demo-location-yorkville/revisions/some-revision'],
    ['POST', '/api/locationpages/demo-location-yorkville/revisions/some-revision/restore'],
    ['GET', '/api/locationpages/trash'],
    ['POST', '/api/locationpages/trash/demo-location-yorkville/restore'],
    ['DELETE', '/api/locationpages/trash/demo-location-yorkville'],
  ];
  it.each(ROUTES)('%s %s', async (method, path) => {
    const anonymous = await api(path, { method });
    expect(anonymous.res.status).toBe(401);
    expect(anonymous.body.status).toBe('error');
    const visitor = await api(path, { method, token: tokens.visitor });
    expect(visitor.res.status).toBe(403);
    expect(visitor.body.status).toBe('error');
  });
});

describe('blog revisions', () => {
  it('keeps every create and update, newest first, and restores an older one as a new revision', async () => {
    const slug = uniqueSlug('revised');
    const created = await admin('/blog', 'POST', blog(slug, 'First title'));
    const id = (created.body.data as { blog_id: string }).blog_id;
    await admin(`/blog/${id}`, 'PUT', blog(slug, 'Second title'));
    await admin(`/blog/${id}`, 'PUT', blog(slug, 'Third title', { reviewedBy: '', lastReviewed: '' }));

    const listed = await admin(`/blog/${id}/revisions`);
    expect(listed.res.status).toBe(200);
    expect(listed.res.headers.get('cache-control')).toBe('no-store');
    const revisions = listed.body.data as Revision[];
    expect(revisions.map((r) => [r.title, r.action, r.by])).toEqual([
      ['Third title', 'update', 'admin@example.com'],
      ['Second title', 'update', 'admin@example.com'],
      ['First title', 'create', 'admin@example.com'],
    ]);
    expect(Date.parse(revisions[0]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(revisions[2]?.at ?? ''));

    const first = revisions[2] as Revision;
    const detail = await admin(`/blog/${id}/revisions/${first.revision_id}`);
    expect((detail.body.data as { fields: { title: string } }).fields.title).toBe('First title');

    const restored = await admin(`/blog/${id}/revisions/${first.revision_id}/restore`, 'POST');
    expect(restored.res.status).toBe(200);
    expect(restored.body).toMatchObject({ status: 'success', message: expect.any(String) });
    // Nothing lost: the record is exactly the first version's fields.
    const now = await admin(`/blog/${id}`);
    const { blog_id: _id, ...fields } = withoutTimes(now.body.data as Record<string, unknown>);
    expect(fields).toEqual((detail.body.data as { fields: unknown }).fields);
    expect(fields).toMatchObject({ title: 'First title', reviewedBy: 'Dr. Ana Reyes, MD', lastReviewed: '2026-10-01' });

    const after = (await admin(`/blog/${id}/revisions`)).body.data as Revision[];
    expect(after.map((r) => [r.title, r.action])[0]).toEqual(['First title', 'restore']);
    expect(after).toHaveLength(4);
  });

  it('keeps only the latest 50 revisions', async () => {
    const slug = uniqueSlug('many-versions');
    const created = await admin('/blog', 'POST', blog(slug, 'Version 0'));
    const id = (created.body.data as { blog_id: string }).blog_id;
    for (let n = 1; n <= 51; n++) {
      const saved = await admin(`/blog/${id}`, 'PUT', blog(slug, `Version ${n}`));
      expect(saved.res.status).toBe(200);
    }
    const revisions = (await admin(`/blog/${id}/revisions`)).body.data as Revision[];
    expect(revisions).toHaveLength(50);
    expect(revisions[0]?.title).toBe('Version 51');
    expect(revisions.at(-1)?.title).toBe('Version 2');
  }, 60_000);

  it('answers 404 for an unknown revision or record', async () => {
    expect((await admin('/blog/demo-blog-fibre/revisions/no-such-revision')).res.status).toBe(404);
    expect((await admin('/blog/demo-blog-fibre/revisions/no-such-revision/restore', 'POST')).res.status).toBe(404);
    expect((await admin('/blog/no-such-blog/revisions')).body.data).toEqual([]);
  });
});

describe('blog trash', () => {
  it('DELETE keeps its answer, hides the record, reserves its address; restore brings it back whole', async () => {
    const slug = uniqueSlug('trashed');
    const created = await admin('/blog', 'POST', blog(slug, 'Going to the trash'));
    const original = created.body.data as Record<string, unknown> & { blog_id: string };
    const id = original.blog_id;

    const deleted = await admin(`/blog/${id}`, 'DELETE');
    expect(deleted.res.status).toBe(200);
    expect(deleted.body).toEqual({ status: 'success', message: 'Blog deleted.', data: { blog_id: id } });

    expect(((await api('/blogs')).body.data as { slug_url: string }[]).map((b) => b.slug_url)).not.toContain(slug);
    expect(((await admin('/blogs')).body.data as { blog_id: string }[]).map((b) => b.blog_id)).not.toContain(id);
    expect((await admin(`/blog/${id}`)).res.status).toBe(404);
    expect((await api(`/api/blogs/url/${slug}`)).res.status).toBe(404);
    // The address stays reserved while the record is in the trash.
    expect((await admin(`/api/blogs/slug-available/${slug}`)).body.data).toEqual({ slug, available: false });
    expect((await admin('/blog', 'POST', blog(slug, 'Taking the address'))).res.status).toBe(409);

    const trash = (await admin('/api/blogs/trash')).body.data as { id: string; title: string; expiresAt: string }[];
    const entry = trash.find((e) => e.id === id);
    expect(entry).toMatchObject({ title: 'Going to the trash', slug_url: slug, deletedBy: 'admin@example.com' });
    const days = (Date.parse(entry?.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const restored = await admin(`/api/blogs/trash/${id}/restore`, 'POST');
    expect(restored.res.status).toBe(200);
    const back = restored.body.data as Record<string, unknown>;
    expect(back.blog_id).toBe(id);
    expect(back.createdAt).toBe(original.createdAt);
    expect(withoutTimes(back)).toEqual(withoutTimes(original));
    // Its 404 may still be in another instance's read cache for a few seconds.
    await expectPublicStatus(`/api/blogs/url/${slug}`, 200);
    expect(((await admin('/api/blogs/trash')).body.data as { id: string }[]).map((e) => e.id)).not.toContain(id);
    expect((await admin(`/api/blogs/trash/${id}/restore`, 'POST')).res.status).toBe(404);
  });

  it('Delete forever frees the address and removes the history', async () => {
    const slug = uniqueSlug('forever');
    const id = ((await admin('/blog', 'POST', blog(slug, 'Gone for good'))).body.data as { blog_id: string }).blog_id;
    await admin(`/blog/${id}`, 'DELETE');
    const gone = await admin(`/api/blogs/trash/${id}`, 'DELETE');
    expect(gone.res.status).toBe(200);
    expect(((await admin('/api/blogs/trash')).body.data as { id: string }[]).map((e) => e.id)).not.toContain(id);
    expect((await admin(`/blog/${id}/revisions`)).body.data).toEqual([]);
    expect((await admin(`/api/blogs/slug-available/${slug}`)).body.data).toEqual({ slug, available: true });
    expect((await admin('/blog', 'POST', blog(slug, 'A new blog at the address'))).res.status).toBe(201);
    expect((await admin(`/api/blogs/trash/${id}`, 'DELETE')).res.status).toBe(404);
  });
});

describe('location page revisions and trash', () => {
  it('round-trips a location page through revisions and the trash', async () => {
    const slug = uniqueSlug('trash-location');
    const created = await admin('/api/locationpages/create', 'POST', page(slug, 'First heading'));
    expect(created.res.status).toBe(201);
    const original = created.body.data as Record<string, unknown> & { location_id: string };
    const id = original.location_id;
    await admin(`/api/locationpages/${id}`, 'PUT', page(slug, 'Second heading'));
    const revisions = (await admin(`/api/locationpages/${id}/revisions`)).body.data as Revision[];
    expect(revisions.map((r) => r.title)).toEqual(['Second heading', 'First heading']);
    await admin(`/api/locationpages/${id}/revisions/${revisions[1]?.revision_id}/restore`, 'POST');
    expect(((await admin(`/api/locationpages/${id}`)).body.data as { main_heading: string }).main_heading).toBe(
      'First heading',
    );

    const deleted = await admin(`/api/locationpages/${id}`, 'DELETE');
    expect(deleted.body).toEqual({ status: 'success', message: 'Location page deleted.', data: { location_id: id } });
    expect((await api(`/api/locationpages/url/${slug}`)).res.status).toBe(404);
    const trash = (await admin('/api/locationpages/trash')).body.data as { id: string }[];
    expect(trash.map((e) => e.id)).toContain(id);
    const restored = await admin(`/api/locationpages/trash/${id}/restore`, 'POST');
    expect(withoutTimes(restored.body.data as Record<string, unknown>)).toEqual(
      withoutTimes({ ...original, main_heading: 'First heading' }),
    );
    // Its 404 may still be in another instance's read cache for a few seconds.
    await expectPublicStatus(`/api/locationpages/url/${slug}`, 200);
  });
});
