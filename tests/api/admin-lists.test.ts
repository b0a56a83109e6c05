import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, demoTokens, type Tokens } from '../support/http';

let tokens: Tokens;
/** A word only this run's records carry in their titles, so searches find exactly them. */
const TAG = `zq${Date.now().toString(36)}`;
const ids: string[] = [];

const blogInput = (n: number, extra: Record<string, unknown> = {}) => ({
  title: `${TAG} post ${String(n).padStart(2, '0')}`,
  slug_url: `${TAG}-post-${n}`,
  brief_paragraph: 'A short summary.',
  category: 2,
  blogs_content: [{ heading: 'Section', paragraph: '<p>Text.</p>' }],
  metaTitle: 'Meta',
  metaDescription: 'Description',
  reviewedBy: 'Dr. Ana Reyes, MD',
  lastReviewed: '2026-10-01',
  ...extra,
});

type Page = { items: { blog_id: string; title: string; slug_url: string }[]; pageInfo: Record<string, unknown> };
const admin = (path: string) => api(path, { token: tokens.admin });

beforeAll(async () => {
  tokens = await demoTokens();
  // 30 records: 27 plain, one draft, one scheduled, one never reviewed. Created one after another, so the last
  // created is the last updated.
  for (let n = 1; n <= 30; n++) {
    const extra =
      n === 28
        ? { published: false }
        : n === 29
          ? { publishAt: new Date(Date.now() + 7 * 86_400_000).toISOString() }
          : n === 30
            ? { reviewedBy: '', lastReviewed: '' }
            : {};
    const { res, body } = await api('/blog', { method: 'POST', token: tokens.admin, json: blogInput(n, extra) });
    if (res.status !== 201) throw new Error(`seeding failed: ${JSON.stringify(body)}`);
    ids.push((body.data as { blog_id: string }).blog_id);
  }
}, 120_000);

describe('list parameters: the unparameterised lists answer as before', () => {
  it('GET /blogs and /api/locationpages (admin and public) are arrays of records, unknown parameters ignored', async () => {
    for (const path of ['/blogs', '/api/locationpages']) {
      for (const token of [tokens.admin, undefined]) {
        const plain = await fetch(`${baseUrl()}${path}`, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        });
        const text = await plain.text();
        const other = await fetch(`${baseUrl()}${path}?utm_source=mail&v=2`, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        });
        expect(await other.text()).toBe(text);
        const body = JSON.parse(text) as { status: string; data: Record<string, unknown>[] };
        expect(body.status).toBe('success');
        expect(Array.isArray(body.data)).toBe(true);
        for (const record of body.data) expect(record).not.toHaveProperty('version');
      }
    }
  });
});

describe('list parameters: search, filter, sort, pages (admin)', () => {
  it('searches the title or slug; pages of 25 with page information', async () => {
    const first = await admin(`/blogs?q=${TAG}`);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('cache-control')).toBe('no-store');
    const page = first.body.data as Page;
    expect(page.items).toHaveLength(25);
    expect(page.pageInfo).toEqual({ page: 1, pageSize: 25, total: 30, pageCount: 2, nextPage: 2 });
    // Last updated first: the newest record leads.
    expect(page.items[0]?.blog_id).toBe(ids[29]);
    const second = (await admin(`/blogs?q=${TAG}&page=2`)).body.data as Page;
    expect(second.items).toHaveLength(5);
    expect(second.pageInfo.nextPage).toBeNull();
    expect(new Set([...page.items, ...second.items].map((b) => b.blog_id))).toEqual(new Set(ids));

    const bySlug = (await admin(`/blogs?q=${TAG}-post-7`)).body.data as Page;
    expect(bySlug.items.map((b) => b.slug_url)).toEqual([`${TAG}-post-7`]);
    const upper = (await admin(`/blogs?q=${TAG.toUpperCase()}%20POST%2012`)).body.data as Page;
    expect(upper.items.map((b) => b.title)).toEqual([`${TAG} post 12`]);
  });

  it('filters by status: draft, scheduled, published, review due', async () => {
    const titles = async (status: string) =>
      ((await admin(`/blogs?q=${TAG}&status=${status}&pageSize=100`)).body.data as Page).items.map((b) => b.title);
    expect(await titles('draft')).toEqual([`${TAG} post 28`]);
    expect(await titles('scheduled')).toEqual([`${TAG} post 29`]);
    expect(await titles('review-due')).toEqual([`${TAG} post 30`]);
    expect(await titles('published')).toHaveLength(28);
  });

  it('sorts by title (A to Z) and by publication date (a scheduled post first)', async () => {
    const byTitle = ((await admin(`/blogs?q=${TAG}&sort=title&pageSize=3`)).body.data as Page).items;
    expect(byTitle.map((b) => b.title)).toEqual([`${TAG} post 01`, `${TAG} post 02`, `${TAG} post 03`]);
    const byDate = ((await admin(`/blogs?q=${TAG}&sort=published&pageSize=1`)).body.data as Page).items;
    expect(byDate.map((b) => b.title)).toEqual([`${TAG} post 29`]);
  });

  it('the public list takes the same parameters over public records only', async () => {
    const { res, body } = await api(`/blogs?q=${TAG}&pageSize=100`);
    expect(res.status).toBe(200);
    const titles = (body.data as Page).items.map((b) => b.title);
    expect(titles).toHaveLength(28);
    expect(titles).not.toContain(`${TAG} post 28`);
    expect(titles).not.toContain(`${TAG} post 29`);
  });

  it('location pages: the same parameters', async () => {
    const { res, body } = await admin('/api/locationpages?sort=title&pageSize=2');
    expect(res.status).toBe(200);
    const page = body.data as { items: { main_heading: string }[]; pageInfo: { total: number; pageSize: number } };
    expect(page.pageInfo.pageSize).toBe(2);
    expect(page.items.length).toBe(Math.min(2, page.pageInfo.total));
  });
});

describe('list parameters: 400 naming the parameter', () => {
  it.each([
    ['/blogs?sort=newest', /^sort: /],
    ['/blogs?status=archived', /^status: /],
    ['/blogs?page=0', /^page: /],
    ['/blogs?pageSize=500', /^pageSize: /],
    ['/blogs?page=1&page=2', /^page: Give this parameter once/],
    [`/blogs?q=${'x'.repeat(101)}`, /^q: /],
    ['/api/locationpages?status=review-due', /^status: Use one of: draft, scheduled, published\.$/],
  ])('%s', async (path, message) => {
    for (const token of [tokens.admin, undefined]) {
      const { res, body } = await api(path, { token });
      expect(res.status).toBe(400);
      expect(body).toEqual({ status: 'error', message: expect.stringMatching(message) });
    }
  });
});
