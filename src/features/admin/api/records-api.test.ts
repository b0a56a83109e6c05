import { describe, expect, it } from 'vitest';
import { fakeFetch, type FetchCall } from '../../../../tests/support/web/fake-fetch';
import { createAdminClient } from '../../../lib/admin-client';
import { createBlogsApi, createLocationPagesApi, EditConflictError } from './records-api';

const clientWith = (status: number, body: unknown, calls: FetchCall[] = []) =>
  createAdminClient({ getToken: async () => 'token-1', fetchImpl: fakeFetch(status, body, calls) });

describe('the records calls', () => {
  it('creates a blog at its address', async () => {
    const calls: FetchCall[] = [];
    const blogs = createBlogsApi(clientWith(201, { status: 'success', message: 'Blog created.', data: {} }, calls));
    await blogs.create({ title: 'Hello' });
    expect([calls[0]?.init.method, calls[0]?.url]).toEqual(['POST', '/blog']);
  });

  it('checks slugs with the record to exclude', async () => {
    const calls: FetchCall[] = [];
    const pages = createLocationPagesApi(
      clientWith(200, { status: 'success', data: { slug: 'a-b', available: false } }, calls),
    );
    await expect(pages.isSlugAvailable('a-b', 'id 1')).resolves.toEqual({ slug: 'a-b', available: false });
    expect(calls[0]?.url).toBe('/api/locationpages/slug-available/a-b?exclude=id%201');
  });

  it('saves with If-Match only when given the version, and a stale one is an EditConflictError', async () => {
    const calls: FetchCall[] = [];
    await createBlogsApi(clientWith(200, { status: 'success', message: 'ok', data: {} }, calls)).update('b1', {
      title: 'x',
    });
    expect(new Headers(calls[0]?.init.headers).has('If-Match')).toBe(false);
    const stale = createBlogsApi(
      clientWith(409, { status: 'error', message: 'Saved by someone else.', reason: 'stale-version', current: {} }),
    );
    await expect(stale.update('b1', { title: 'x' }, 'v1')).rejects.toBeInstanceOf(EditConflictError);
  });

  it('asks the list for a page with its parameters', async () => {
    const calls: FetchCall[] = [];
    const pageInfo = { page: 2, pageSize: 25, total: 30, pageCount: 2, nextPage: null };
    const client = clientWith(200, { status: 'success', data: { items: [], pageInfo } }, calls);
    expect(await createLocationPagesApi(client).page({ q: 'york', status: 'draft', sort: 'title', page: 2 })).toEqual({
      items: [],
      pageInfo,
    });
    expect(calls[0]?.url).toBe('/api/locationpages?q=york&status=draft&sort=title&page=2');
    await createBlogsApi(client).page({});
    expect(calls[1]?.url).toBe('/blogs?page=1');
  });

  it('beats the heart with POST and leaves with DELETE, both with the token', async () => {
    const calls: FetchCall[] = [];
    const blogs = createBlogsApi(
      clientWith(200, { status: 'success', data: { others: [{ name: 'a@b.c' }], heartbeatSeconds: 30 } }, calls),
    );
    expect(await blogs.presence('b1')).toEqual({ others: [{ name: 'a@b.c' }], heartbeatSeconds: 30 });
    await blogs.leavePresence('b1');
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['POST', '/blog/b1/presence'],
      ['DELETE', '/blog/b1/presence'],
    ]);
    expect(new Headers(calls[1]?.init.headers).get('Authorization')).toBe('Bearer token-1');
  });
});
