import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChangeFeed } from '@shared/content-changes';
import { api, baseUrl, demoTokens, type Tokens } from '../support/http';
import { plainLocationPage } from '../support/location-directions';

let tokens: Tokens;
beforeAll(async () => {
  tokens = await demoTokens();
});

const unique = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
const blog = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: `Change feed ${slug}`,
  slug_url: slug,
  category: 2,
  blogs_content: [{ heading: 'Numbers', paragraph: '<p>Blood pressure, lipids and more.</p>' }],
  ...extra,
});
const locationPage = (slug: string, extra: Record<string, unknown> = {}) => ({
  ...plainLocationPage(slug, `Preventive care ${slug}`),
  ...extra,
});

async function createBlog(slug: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { res, body } = await api('/blog', { method: 'POST', token: tokens.admin, json: blog(slug, extra) });
  expect(res.status).toBe(201);
  return (body.data as { blog_id: string }).blog_id;
}

async function feed(query = '') {
  const { res, body } = await api(`/api/changes${query}`);
  expect(res.status).toBe(200);
  return { res, data: (body as { data: ChangeFeed }).data };
}
const changedPaths = (data: ChangeFeed) => data.changes.map((change) => change.path);

describe('GET /api/changes', () => {
  it('answers the version, the changes and the public pages, briefly cacheable, with an ETag', async () => {
    const { res, data } = await feed();
    expect(data).toEqual({
      version: expect.any(Number),
      changes: expect.any(Array),
      more: expect.any(Boolean),
      paths: expect.arrayContaining(['/location/preventive-care-north-york']),
    });
    expect(data.version).toBeGreaterThan(0);
    expect(data.version).toBeLessThanOrEqual(Date.now());
    expect(data.changes.length).toBeLessThanOrEqual(20);
    const [, maxAge, sMaxAge] =
      /public, max-age=(\d+), s-maxage=(\d+)/.exec(res.headers.get('cache-control') ?? '') ?? [];
    expect(Number(maxAge)).toBeLessThanOrEqual(30);
    expect(Number(sMaxAge)).toBeLessThanOrEqual(60);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const url = `${baseUrl()}/api/changes?since=${data.version}`;
    const first = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    const tag = first.headers.get('etag') ?? '';
    const second = await fetch(url, { headers: { 'If-None-Match': tag }, signal: AbortSignal.timeout(15_000) });
    // Other test files publish meanwhile: then the answer (and its tag) differ; otherwise it is a 304.
    if (second.status === 200) expect(second.headers.get('etag')).not.toBe(tag);
    else expect(second.status).toBe(304);
  });

  it('lists what was published since, never a draft, a scheduled post before its time, or a trashed one', async () => {
    const { data: before } = await feed();
    const published = unique('feed-published');
    const draft = unique('feed-draft');
    const scheduled = unique('feed-scheduled');
    const trashed = unique('feed-trashed');
    const place = unique('feed-place');
    const draftPlace = unique('feed-draft-place');
    await createBlog(published);
    await createBlog(draft, { published: false });
    await createBlog(scheduled, { publishAt: new Date(Date.now() + 60 * 60_000).toISOString() });
    const trashedId = await createBlog(trashed);
    expect((await api(`/blog/${trashedId}`, { method: 'DELETE', token: tokens.admin })).res.status).toBe(200);
    for (const [slug, extra] of [
      [place, {}],
      [draftPlace, { published: false }],
    ] as const) {
      const made = await api('/api/locationpages/create', {
        method: 'POST',
        token: tokens.admin,
        json: locationPage(slug, extra),
      });
      expect(made.res.status).toBe(201);
    }

    const { data } = await vi.waitFor(
      async () => {
        const answer = await feed(`?since=${before.version}`);
        expect(changedPaths(answer.data)).toEqual(
          expect.arrayContaining([`/article/${published}`, `/location/${place}`]),
        );
        return answer;
      },
      { timeout: 20_000, interval: 500 },
    );
    const everything = JSON.stringify(data);
    for (const hidden of [draft, scheduled, trashed, draftPlace]) expect(everything).not.toContain(hidden);
    expect(data.paths).toEqual(expect.arrayContaining([`/article/${published}`, `/location/${place}`]));
    expect(data.version).toBeGreaterThan(before.version);
    const change = data.changes.find((item) => item.path === `/article/${published}`);
    expect(change).toEqual({
      kind: 'blog',
      slug: published,
      title: `Change feed ${published}`,
      path: `/article/${published}`,
      changedAt: expect.any(String),
    });
    // Newest first.
    const times = data.changes.map((item) => Date.parse(item.changedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Asked from the version it answered, the same blog is not listed again.
    expect(changedPaths((await feed(`?since=${data.version}`)).data)).not.toContain(`/article/${published}`);
  });

  it('lists a scheduled post once its time has passed, with no write, and no cache outlives its time', async () => {
    const slug = unique('feed-soon');
    const publishAt = new Date(Date.now() + 12_000).toISOString();
    await createBlog(slug, { publishAt });
    const waiting = await feed();
    expect(JSON.stringify(waiting.data)).not.toContain(slug);
    const [, maxAge, sMaxAge] =
      /max-age=(\d+), s-maxage=(\d+)/.exec(waiting.res.headers.get('cache-control') ?? '') ?? [];
    expect(Number(maxAge)).toBeLessThanOrEqual(12);
    expect(Number(sMaxAge)).toBeLessThanOrEqual(12);

    const { data } = await vi.waitFor(
      async () => {
        const answer = await feed(`?since=${waiting.data.version}`);
        expect(changedPaths(answer.data)).toContain(`/article/${slug}`);
        return answer;
      },
      { timeout: 40_000, interval: 500 },
    );
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishAt));
    expect(data.changes.find((item) => item.slug === slug)?.changedAt).toBe(publishAt);
    expect(data.version).toBeGreaterThanOrEqual(Date.parse(publishAt));
  }, 60_000);

  it.each(['since=yesterday', 'since=-1', 'since=1.5', 'since=', 'since=2026-11-27T10:00:00Z', 'since=1&since=2'])(
    '?%s is a 400 that says what to send',
    async (query) => {
      const { res, body } = await api(`/api/changes?${query}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(body).toEqual({ status: 'error', message: expect.stringMatching(/^since: /) });
    },
  );
});
