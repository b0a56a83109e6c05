import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { createAdminApi, EditConflictError } from './admin-api';

type Call = { url: string; init: RequestInit };

function fakeFetch(status: number, body: unknown, calls: Call[]): typeof fetch {
  return async (input, init = {}) => {
    calls.push({ url: String(input), init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
}

const apiWith = (status: number, body: unknown, calls: Call[] = []) =>
  createAdminApi({ getToken: async () => 'token-1', fetchImpl: fakeFetch(status, body, calls) });

describe('saves with a version (If-Match)', () => {
  it('sends the version as a strong If-Match with the token', async () => {
    const calls: Call[] = [];
    const api = apiWith(
      200,
      { status: 'success', message: 'Blog updated.', data: { blog_id: 'b1', version: 'v2' } },
      calls,
    );
    const saved = await api.blogs.update('b1', { title: 'x' }, 'v1');
    expect(saved.data.version).toBe('v2');
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('If-Match')).toBe('"v1"');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(calls[0]?.init.method).toBe('PUT');
  });

  it('sends no If-Match without a version, as before', async () => {
    const calls: Call[] = [];
    await apiWith(200, { status: 'success', message: 'ok', data: {} }, calls).blogs.update('b1', { title: 'x' });
    expect(new Headers(calls[0]?.init.headers).has('If-Match')).toBe(false);
  });

  it('turns a stale-version 409 into an EditConflictError carrying the current record', async () => {
    const current = { blog_id: 'b1', title: 'Theirs', version: 'v3' };
    const api = apiWith(409, {
      status: 'error',
      message: 'Someone else saved this blog.',
      reason: 'stale-version',
      current,
    });
    const error = await api.blogs.update('b1', { title: 'Mine' }, 'v1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EditConflictError);
    expect((error as EditConflictError).current).toEqual(current);
    expect((error as EditConflictError).message).toBe('Someone else saved this blog.');
  });

  it('leaves any other 409 (a slug clash) an ordinary error', async () => {
    const api = apiWith(409, { status: 'error', message: 'Another blog already uses the address "x".' });
    const error = await api.blogs.update('b1', { title: 'x' }, 'v1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).not.toBeInstanceOf(EditConflictError);
  });
});

describe('list pages and presence', () => {
  it('asks the list for a page with its parameters', async () => {
    const calls: Call[] = [];
    const pageInfo = { page: 2, pageSize: 25, total: 30, pageCount: 2, nextPage: null };
    const api = apiWith(200, { status: 'success', data: { items: [], pageInfo } }, calls);
    expect(await api.locationPages.page({ q: 'york', status: 'draft', sort: 'title', page: 2 })).toEqual({
      items: [],
      pageInfo,
    });
    expect(calls[0]?.url).toBe('/api/locationpages?q=york&status=draft&sort=title&page=2');
    await api.blogs.page({});
    expect(calls[1]?.url).toBe('/blogs?page=1');
  });

  it('beats the heart with POST and leaves with DELETE, both with the token', async () => {
    const calls: Call[] = [];
    const api = apiWith(200, { status: 'success', data: { others: [{ name: 'a@b.c' }], heartbeatSeconds: 30 } }, calls);
    expect(await api.blogs.presence('b1')).toEqual({ others: [{ name: 'a@b.c' }], heartbeatSeconds: 30 });
    await api.blogs.leavePresence('b1');
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['POST', '/blog/b1/presence'],
      ['DELETE', '/blog/b1/presence'],
    ]);
    expect(new Headers(calls[1]?.init.headers).get('Authorization')).toBe('Bearer token-1');
  });
});
