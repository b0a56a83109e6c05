import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, demoTokens, type Tokens } from '../support/http';

let tokens: Tokens;
beforeAll(async () => {
  tokens = await demoTokens();
});

const uniqueSlug = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
const blog = (extra: Record<string, unknown> = {}) => ({
  title: 'Heart Health After 40: What Your Numbers Say',
  slug_url: uniqueSlug('scheduled'),
  category: 2,
  blogs_content: [{ heading: 'Numbers', paragraph: '<p>Blood pressure, lipids and more.</p>' }],
  ...extra,
});
const create = (json: unknown) => api('/blog', { method: 'POST', token: tokens.admin, json });
const slugsOf = (body: Record<string, unknown>) => (body.data as { slug_url: string }[]).map((b) => b.slug_url);

describe('blog review stamp and schedule fields: validation', () => {
  it.each([
    [{ reviewedBy: 42 }, 'reviewedBy'],
    [{ reviewedBy: 'x'.repeat(201) }, 'reviewedBy'],
    [{ lastReviewed: '2026-02-30' }, 'lastReviewed'],
    [{ lastReviewed: 'last week' }, 'lastReviewed'],
    [{ lastReviewed: 20261124 }, 'lastReviewed'],
    [{ publishAt: 'tomorrow at nine' }, 'publishAt'],
    [{ publishAt: '2026-11-24T09:00:00' }, 'publishAt'],
    [{ publishAt: true }, 'publishAt'],
  ])('%j is a 400 naming %s', async (extra, field) => {
    const { res, body } = await create(blog(extra));
    expect(res.status).toBe(400);
    expect(body).toEqual({ status: 'error', message: expect.stringContaining(`${field}:`) });
  });

  it('stores the stamp and the schedule (in UTC), and defaults them for older clients', async () => {
    const stamped = await create(
      blog({
        reviewedBy: 'Dr. Ana Reyes, MD, CCFP',
        lastReviewed: '2026-10-01',
        publishAt: '2030-03-08T03:30:00-04:00',
      }),
    );
    expect(stamped.res.status).toBe(201);
    expect(stamped.body.data).toMatchObject({
      reviewedBy: 'Dr. Ana Reyes, MD, CCFP',
      lastReviewed: '2026-10-01',
      publishAt: '2030-03-08T07:30:00.000Z',
    });
    const plain = await create(blog());
    expect(plain.body.data).toMatchObject({ reviewedBy: '', lastReviewed: '', publishAt: '' });
  });
});

describe('scheduled publishing on every public read', () => {
  it('hides a published blog until its time, then shows it with no further action', { timeout: 60_000 }, async () => {
    const publishAt = new Date(Date.now() + 15_000).toISOString();
    const created = await create(blog({ publishAt }));
    expect(created.res.status).toBe(201);
    const { blog_id: id, slug_url: slug } = created.body.data as { blog_id: string; slug_url: string };

    const list = await api('/blogs');
    expect(slugsOf(list.body)).not.toContain(slug);
    // No cache may keep this list past the blog's time.
    const [, maxAge, sMaxAge] = /max-age=(\d+), s-maxage=(\d+)/.exec(list.res.headers.get('cache-control') ?? '') ?? [];
    expect(Number(maxAge)).toBeLessThanOrEqual(15);
    expect(Number(sMaxAge)).toBeLessThanOrEqual(15);
    expect((await api(`/api/blogs/url/${slug}`)).res.status).toBe(404);
    expect((await api(`/blog/${id}`)).res.status).toBe(404);
    // The server-rendered page and the sitemap read through the same data functions.
    const page = (path: string) => fetch(`${baseUrl()}${path}`, { signal: AbortSignal.timeout(20_000) });
    expect((await page(`/article/${slug}`)).status).toBe(404);
    expect(await (await page('/sitemap.xml')).text()).not.toContain(`/article/${slug}<`);
    // A non-admin token reads like the public.
    expect((await api(`/blog/${id}`, { token: tokens.visitor })).res.status).toBe(404);
    // The admin sees it, with its time.
    const admin = await api('/blogs', { token: tokens.admin });
    expect(admin.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ slug_url: slug, publishAt })]));

    // The condition is the clock itself: once the time has passed, the very next reads must show it.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(publishAt) - Date.now() + 50)));
    expect(slugsOf((await api('/blogs')).body)).toContain(slug);
    expect((await api(`/api/blogs/url/${slug}`)).res.status).toBe(200);
    expect((await api(`/blog/${id}`)).res.status).toBe(200);
    const rendered = await page(`/article/${slug}`);
    expect(rendered.status).toBe(200);
    expect(await rendered.text()).toContain('Heart Health After 40');
    expect(await (await page('/sitemap.xml')).text()).toContain(`/article/${slug}<`);
  });

  it('shows a blog whose time has passed, and never shows a scheduled draft', async () => {
    const past = await create(blog({ publishAt: '2020-01-01T00:00:00Z' }));
    const draft = await create(blog({ publishAt: '2020-01-01T00:00:00Z', published: false }));
    const slugs = slugsOf((await api('/blogs')).body);
    expect(slugs).toContain((past.body.data as { slug_url: string }).slug_url);
    expect(slugs).not.toContain((draft.body.data as { slug_url: string }).slug_url);
  });
});
