import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, demoTokens, expectPublicStatus, getJson, type Tokens } from '../support/http';

let tokens: Tokens;
beforeAll(async () => {
  tokens = await demoTokens();
});

const uniqueSlug = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

const newBlog = (slug = uniqueSlug('test-blog'), extra: Record<string, unknown> = {}) => ({
  title: 'Sleep and Recovery for Busy Professionals',
  slug_url: slug,
  brief_paragraph: 'How regular sleep supports recovery.',
  blog_image: '',
  published_date: 'November 21, 2026',
  category: 2,
  blogs_content: [
    { heading: 'Why it matters', paragraph: '<p>Sleep consolidates memory.</p>' },
    { heading: '', paragraph: '<p>dropped: empty heading</p>' },
    { heading: 'Dropped: empty paragraph', paragraph: '   ' },
    { heading: 'What helps', paragraph: '<ul><li>Keep a regular wake time.</li></ul>' },
  ],
  metaTitle: 'Sleep and Recovery',
  metaDescription: 'Why sleep matters for recovery.',
  ...extra,
});

describe('blogs: public reads', () => {
  it('GET /blogs lists the published seeded blogs, newest first', async () => {
    const { res, body } = await api('/blogs');
    expect(res.status).toBe(200);
    expect(body.status).toBe('success');
    const slugs = (body.data as { slug_url: string }[]).map((b) => b.slug_url);
    expect(slugs).toContain('know-your-numbers-blood-pressure-after-40');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=600');
  });

  it('GET /blog/{id} answers a blog with metaTitle and metaDescription', async () => {
    const { res, body } = await api('/blog/demo-blog-fibre');
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({
      blog_id: 'demo-blog-fibre',
      slug_url: 'fibre-the-most-underrated-nutrient',
      metaTitle: expect.any(String),
      metaDescription: expect.any(String),
    });
  });

  it('GET /api/blogs/url/{slug} answers the published blog by slug', async () => {
    const { res, body } = await api('/api/blogs/url/strength-training-is-preventive-medicine');
    expect(res.status).toBe(200);
    expect((body.data as { blog_id: string }).blog_id).toBe('demo-blog-strength-training');
  });

  // An id with an encoded slash is refused before any lookup: tests/api/errors-json.test.ts.
  it.each(['/blog/no-such-blog', '/api/blogs/url/no-such-slug'])('%s is a JSON 404', async (path) => {
    const { res, body } = await api(path);
    expect(res.status).toBe(404);
    expect(body.status).toBe('error');
  });
});

describe('blogs: admin round trip', () => {
  it('creates, reads, updates and deletes a blog', async () => {
    const slug = uniqueSlug('round-trip');
    const created = await api('/blog', { method: 'POST', token: tokens.admin, json: newBlog(slug) });
    expect(created.res.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'success', message: 'Blog created.' });
    const blog = created.body.data as {
      blog_id: string;
      blogs_content: unknown[];
      published: boolean;
      createdAt: string;
    };
    expect(blog.published).toBe(true); // a blog posted without `published` is published
    expect(blog.blogs_content).toEqual([
      { heading: 'Why it matters', paragraph: '<p>Sleep consolidates memory.</p>' },
      { heading: 'What helps', paragraph: '<ul><li>Keep a regular wake time.</li></ul>' },
    ]);
    expect(Date.parse(blog.createdAt)).not.toBeNaN();
    expect(Date.parse((created.body.data as { updatedAt: string }).updatedAt)).not.toBeNaN();
    expect(created.res.headers.get('cache-control')).toBe('no-store');

    const bySlug = await api(`/api/blogs/url/${slug}`);
    expect((bySlug.body.data as { blog_id: string }).blog_id).toBe(blog.blog_id);

    const updated = await api(`/blog/${blog.blog_id}`, {
      method: 'PUT',
      token: tokens.admin,
      json: newBlog(slug, { title: 'Updated title' }),
    });
    expect(updated.res.status).toBe(200);
    expect(updated.body).toMatchObject({
      message: 'Blog updated.',
      data: { title: 'Updated title', createdAt: blog.createdAt },
    });

    const removed = await api(`/blog/${blog.blog_id}`, { method: 'DELETE', token: tokens.admin });
    expect(removed.res.status).toBe(200);
    expect(removed.body).toMatchObject({
      status: 'success',
      message: 'Blog deleted.',
      data: { blog_id: blog.blog_id },
    });
    expect((await api(`/blog/${blog.blog_id}`)).res.status).toBe(404);
    // Read publicly above: another instance may hold that copy for a few seconds.
    await expectPublicStatus(`/api/blogs/url/${slug}`, 404);
  });

  it('files a blog posted without a category under category 1, as older clients expect', async () => {
    const { res, body } = await api('/blog', {
      method: 'POST',
      token: tokens.admin,
      json: { title: 'No category given', slug_url: uniqueSlug('no-category') },
    });
    expect(res.status).toBe(201);
    expect(body.data).toMatchObject({ category: 1, published: true });
    await api(`/blog/${(body.data as { blog_id: string }).blog_id}`, { method: 'DELETE', token: tokens.admin });
  });

  it('derives the slug from the title when none is given', async () => {
    const title = `Heart Health & You ${Date.now()}`;
    const { res, body } = await api('/blog', {
      method: 'POST',
      token: tokens.admin,
      json: { ...newBlog(), slug_url: undefined, title },
    });
    expect(res.status).toBe(201);
    expect((body.data as { slug_url: string }).slug_url).toBe(`heart-health-you-${title.split(' ').pop()}`);
    await api(`/blog/${(body.data as { blog_id: string }).blog_id}`, { method: 'DELETE', token: tokens.admin });
  });

  it('keeps drafts out of public reads but shows them to admins', async () => {
    const slug = uniqueSlug('draft');
    const { body } = await api('/blog', {
      method: 'POST',
      token: tokens.admin,
      json: newBlog(slug, { published: false }),
    });
    const id = (body.data as { blog_id: string }).blog_id;

    expect((await api(`/blog/${id}`)).res.status).toBe(404);
    expect((await api(`/api/blogs/url/${slug}`)).res.status).toBe(404);
    const publicList = (await api('/blogs')).body.data as { blog_id: string }[];
    expect(publicList.map((b) => b.blog_id)).not.toContain(id);

    const adminRead = await api(`/blog/${id}`, { token: tokens.admin });
    expect(adminRead.res.status).toBe(200);
    expect(adminRead.res.headers.get('cache-control')).toBe('no-store');
    const adminList = (await api('/blogs', { token: tokens.admin })).body.data as { blog_id: string }[];
    expect(adminList.map((b) => b.blog_id)).toContain(id);
    await api(`/blog/${id}`, { method: 'DELETE', token: tokens.admin });
  });

  it('refuses a second blog with the same slug with 409, on create and on update', async () => {
    const slug = uniqueSlug('dup');
    const first = await api('/blog', { method: 'POST', token: tokens.admin, json: newBlog(slug) });
    const clash = await api('/blog', { method: 'POST', token: tokens.admin, json: newBlog(slug) });
    expect(clash.res.status).toBe(409);
    expect(clash.body.status).toBe('error');

    const other = await api('/blog', { method: 'POST', token: tokens.admin, json: newBlog(uniqueSlug('other')) });
    const otherId = (other.body.data as { blog_id: string }).blog_id;
    const moved = await api(`/blog/${otherId}`, { method: 'PUT', token: tokens.admin, json: newBlog(slug) });
    expect(moved.res.status).toBe(409);

    const firstId = (first.body.data as { blog_id: string }).blog_id;
    await api(`/blog/${firstId}`, { method: 'DELETE', token: tokens.admin });
    // In the trash, the first blog keeps its address reserved (it can be restored there for 30 days)...
    const stillReserved = await api(`/blog/${otherId}`, { method: 'PUT', token: tokens.admin, json: newBlog(slug) });
    expect(stillReserved.res.status).toBe(409);
    // ...and once deleted forever its slug is free again.
    await api(`/api/blogs/trash/${firstId}`, { method: 'DELETE', token: tokens.admin });
    const reused = await api(`/blog/${otherId}`, { method: 'PUT', token: tokens.admin, json: newBlog(slug) });
    expect(reused.res.status).toBe(200);
    await api(`/blog/${otherId}`, { method: 'DELETE', token: tokens.admin });
  });

  it('answers 404 when updating or deleting a blog that does not exist', async () => {
    const put = await api('/blog/no-such-blog', { method: 'PUT', token: tokens.admin, json: newBlog() });
    expect(put.res.status).toBe(404);
    const del = await api('/blog/no-such-blog', { method: 'DELETE', token: tokens.admin });
    expect(del.res.status).toBe(404);
  });
});

describe('blogs: validation', () => {
  const invalid: [string, unknown, RegExp][] = [
    ['an unknown field', { ...newBlog(), author: 'x' }, /Unknown field: author/],
    ['a missing title', { ...newBlog(), title: '' }, /^title:/],
    ['a title of the wrong type', { ...newBlog(), title: 42 }, /^title:/],
    ['an over-long title', { ...newBlog(), title: 'x'.repeat(201) }, /^title:/],
    ['a bad slug', newBlog('Not A Slug!'), /^slug_url:/],
    ['the All category', newBlog(undefined, { category: 0 }), /^category:.*All/],
    ['a category that does not exist', newBlog(undefined, { category: 999 }), /^category:/],
    ['content that is not a list', newBlog(undefined, { blogs_content: 'text' }), /^blogs_content:/],
    [
      'a content item with an extra key',
      newBlog(undefined, { blogs_content: [{ heading: 'a', paragraph: 'b', x: 1 }] }),
      /Unknown field/,
    ],
    ['published as a string', newBlog(undefined, { published: 'yes' }), /^published:/],
  ];

  it.each(invalid)('refuses %s with 400 and a message naming the field', async (_name, json, message) => {
    const before = ((await api('/blogs', { token: tokens.admin })).body.data as unknown[]).length;
    const { res, body } = await api('/blog', { method: 'POST', token: tokens.admin, json });
    expect(res.status).toBe(400);
    expect(body.status).toBe('error');
    expect(body.message).toMatch(message);
    expect(((await api('/blogs', { token: tokens.admin })).body.data as unknown[]).length).toBe(before);
  });

  it('refuses malformed JSON with 400 and another media type with 415', async () => {
    // Cloud Functions parses JSON bodies before the handler runs, so a malformed body gets the platform's
    // own 400 page rather than the API envelope (the handler's own JSON 400 is covered by
    // functions/src/http/app.test.ts). What matters here is that it is refused and nothing is stored.
    const before = ((await api('/blogs', { token: tokens.admin })).body.data as unknown[]).length;
    const malformed = await fetch(`${baseUrl()}/blog`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.admin}`, 'Content-Type': 'application/json' },
      body: '{"title": ',
    });
    expect(malformed.status).toBe(400);
    expect(((await api('/blogs', { token: tokens.admin })).body.data as unknown[]).length).toBe(before);
    const form = await getJson('/blog', {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.admin}`, 'Content-Type': 'text/plain' },
      body: 'title=x',
    });
    expect(form.res.status).toBe(415);
    expect(form.body.status).toBe('error');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const huge = newBlog(undefined, { brief_paragraph: 'x'.repeat(1_100_000) });
    const { res, body } = await api('/blog', { method: 'POST', token: tokens.admin, json: huge });
    expect(res.status).toBe(413);
    expect(body.status).toBe('error');
  });
});
