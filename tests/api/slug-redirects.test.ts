import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api, baseUrl, demoTokens, type Tokens } from '../support/http';

// Old addresses of renamed records (decision 0024), through Hosting as a visitor's browser meets them.
let tokens: Tokens;
beforeAll(async () => {
  tokens = await demoTokens();
});

const uniqueSlug = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

const blog = (slug: string, title = 'Renamed Post') => ({
  title,
  slug_url: slug,
  brief_paragraph: 'A post whose address changes.',
  blog_image: '',
  published_date: 'November 27, 2026',
  category: 2,
  blogs_content: [{ heading: 'Why', paragraph: '<p>Links shared before a rename keep working.</p>' }],
  metaTitle: title,
  metaDescription: 'A post whose address changes.',
});

const locationPage = (slug: string) => ({
  slug_url: slug,
  main_heading: 'Preventive Care in Riverdale',
  main_paragraph: '<p>Close to Riverdale.</p>',
  highlighted_heading: 'Start with a conversation',
  ...Object.fromEntries(
    [1, 2, 3, 4].flatMap((n) => [
      [`heading_${n}`, `Section ${n}`],
      [`paragraph_${n}`, `<p>Text ${n}.</p>`],
    ]),
  ),
  meta_keywords: 'riverdale',
  meta_link: '',
  meta_title: 'Preventive Care in Riverdale',
  meta_description: 'Executive health assessments near Riverdale.',
});

/** One request, redirects not followed: what a crawler sees. */
const visit = (path: string) =>
  fetch(`${baseUrl()}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(20_000) });

async function expectMoved(from: string, to: string) {
  await vi.waitFor(
    async () => {
      const res = await visit(from);
      expect(res.status).toBe(301);
      expect(new URL(res.headers.get('location') ?? '', baseUrl()).pathname).toBe(to);
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    },
    { timeout: 20_000, interval: 500 },
  );
}

async function createBlog(slug: string, title?: string): Promise<string> {
  const created = await api('/blog', { method: 'POST', token: tokens.admin, json: blog(slug, title) });
  expect(created.res.status).toBe(201);
  return (created.body.data as { blog_id: string }).blog_id;
}

async function renameBlog(id: string, slug: string) {
  const updated = await api(`/blog/${id}`, { method: 'PUT', token: tokens.admin, json: blog(slug) });
  expect(updated.res.status).toBe(200);
}

describe('a renamed blog', () => {
  it('A -> B -> C: A and B answer 301 straight to C, the API says where it went, the sitemap lists C only', async () => {
    const [a, b, c] = [uniqueSlug('old-a'), uniqueSlug('old-b'), uniqueSlug('now-c')];
    const id = await createBlog(a);
    await renameBlog(id, b);
    await expectMoved(`/article/${a}`, `/article/${b}`);
    await renameBlog(id, c);
    await expectMoved(`/article/${a}`, `/article/${c}`);
    await expectMoved(`/article/${b}`, `/article/${c}`);
    await expect.poll(async () => (await visit(`/article/${c}`)).status, { timeout: 20_000, interval: 500 }).toBe(200);

    for (const old of [a, b]) {
      const read = await api(`/api/blogs/url/${old}`);
      expect(read.res.status).toBe(404);
      expect(read.body).toMatchObject({ status: 'error', redirectTo: c, message: expect.stringContaining(c) });
    }

    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(xml).toContain(`/article/${c}</loc>`);
    expect(xml).not.toContain(`/article/${a}<`);
    expect(xml).not.toContain(`/article/${b}<`);
  });

  it('another record taking the old slug is served there, and the slug check warned about it', async () => {
    const [a, b] = [uniqueSlug('taken-a'), uniqueSlug('moved-b')];
    const first = await createBlog(a);
    await renameBlog(first, b);
    await expectMoved(`/article/${a}`, `/article/${b}`);

    const check = await api(`/api/blogs/slug-available/${a}`, { token: tokens.admin });
    expect(check.body).toMatchObject({ status: 'success', data: { slug: a, available: true, redirectsTo: b } });
    // The record's own old address is no warning: renaming back simply takes it again.
    const own = await api(`/api/blogs/slug-available/${a}?exclude=${first}`, { token: tokens.admin });
    expect(own.body.data).toEqual({ slug: a, available: true });

    await createBlog(a, 'The New Owner');
    await vi.waitFor(
      async () => {
        const res = await visit(`/article/${a}`);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain('The New Owner');
      },
      { timeout: 20_000, interval: 500 },
    );
    expect((await api(`/api/blogs/url/${a}`)).body.data).toMatchObject({ title: 'The New Owner' });
  });

  it('in the trash its old address redirects nowhere; deleted forever, the redirect is gone for good', async () => {
    const [a, b] = [uniqueSlug('trash-a'), uniqueSlug('trash-b')];
    const id = await createBlog(a);
    await renameBlog(id, b);
    await expectMoved(`/article/${a}`, `/article/${b}`);

    expect((await api(`/blog/${id}`, { method: 'DELETE', token: tokens.admin })).res.status).toBe(200);
    await expect.poll(async () => (await visit(`/article/${a}`)).status, { timeout: 20_000, interval: 500 }).toBe(404);
    expect((await api(`/api/blogs/url/${a}`)).body).not.toHaveProperty('redirectTo');

    expect((await api(`/api/blogs/trash/${id}/restore`, { method: 'POST', token: tokens.admin })).res.status).toBe(200);
    await expectMoved(`/article/${a}`, `/article/${b}`);

    expect((await api(`/blog/${id}`, { method: 'DELETE', token: tokens.admin })).res.status).toBe(200);
    expect((await api(`/api/blogs/trash/${id}`, { method: 'DELETE', token: tokens.admin })).res.status).toBe(200);
    const check = await api(`/api/blogs/slug-available/${a}`, { token: tokens.admin });
    expect(check.body.data).toEqual({ slug: a, available: true });
  });
});

describe('a renamed location page', () => {
  it('answers 301 from its old address and a 404 naming the new slug from the API', async () => {
    const [a, b] = [uniqueSlug('riverdale-old'), uniqueSlug('riverdale-new')];
    const created = await api('/api/locationpages/create', {
      method: 'POST',
      token: tokens.admin,
      json: locationPage(a),
    });
    expect(created.res.status).toBe(201);
    const id = (created.body.data as { location_id: string }).location_id;
    const updated = await api(`/api/locationpages/${id}`, {
      method: 'PUT',
      token: tokens.admin,
      json: locationPage(b),
    });
    expect(updated.res.status).toBe(200);
    await expectMoved(`/location/${a}`, `/location/${b}`);
    const read = await api(`/api/locationpages/url/${a}`);
    expect(read.res.status).toBe(404);
    expect(read.body).toMatchObject({ status: 'error', redirectTo: b });
    const check = await api(`/api/locationpages/slug-available/${a}`, { token: tokens.admin });
    expect(check.body.data).toEqual({ slug: a, available: true, redirectsTo: b });
  });
});
