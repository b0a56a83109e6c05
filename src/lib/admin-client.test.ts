import { describe, expect, it } from 'vitest';
import { fakeFetch, type FetchCall } from '../../tests/support/web/fake-fetch';
import { ADMIN_MESSAGES, createAdminClient, EditConflictError, queryString } from './admin-client';
import { ApiRequestError } from './api-client';

describe('createAdminClient', () => {
  it('sends the ID token and the JSON body, and returns the answer with the server message', async () => {
    const calls: FetchCall[] = [];
    const client = createAdminClient({
      getToken: async () => 'token-1',
      fetchImpl: fakeFetch(201, { status: 'success', message: 'Blog created.', data: { blog_id: 'b1' } }, calls),
    });
    const saved = await client.post('/blog', { title: 'Hello' });
    expect(saved).toEqual({ data: { blog_id: 'b1' }, message: 'Blog created.' });
    expect(calls[0]?.url).toBe('/blog');
    expect(calls[0]?.init.method).toBe('POST');
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer token-1');
    expect(calls[0]?.init.body).toBe(JSON.stringify({ title: 'Hello' }));
  });

  it("reports the server's message on failure", async () => {
    const client = createAdminClient({
      getToken: async () => 'token-1',
      fetchImpl: fakeFetch(409, { status: 'error', message: 'Another blog already uses the address "x".' }),
    });
    const error = await client.put('/blog/b1', { title: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('Another blog already uses the address "x".');
    expect((error as ApiRequestError).httpStatus).toBe(409);
  });

  it('asks for a new sign-in when there is no token, without calling the server', async () => {
    const calls: FetchCall[] = [];
    const client = createAdminClient({ getToken: async () => null, fetchImpl: fakeFetch(200, {}, calls) });
    await expect(client.read('/api/locationpages')).rejects.toThrow(ADMIN_MESSAGES.signedOut);
    expect(calls).toEqual([]);
  });

  it('turns a lost connection into a readable message', async () => {
    const client = createAdminClient({
      getToken: async () => 't',
      fetchImpl: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(client.page('/api/contact-requests')).rejects.toThrow(ADMIN_MESSAGES.network);
  });

  it('reads a page of a cursor list with its query, empty values left out', async () => {
    const calls: FetchCall[] = [];
    const client = createAdminClient({
      getToken: async () => 't',
      fetchImpl: fakeFetch(200, { status: 'success', data: [{ id: 'a' }], nextCursor: 'c2' }, calls),
    });
    expect(await client.page('/api/media', { q: 'x y', cursor: '', limit: 20 })).toEqual({
      data: [{ id: 'a' }],
      nextCursor: 'c2',
    });
    expect(calls[0]?.url).toBe('/api/media?q=x+y&limit=20');
    expect(queryString({})).toBe('');
  });

  it('tells the layout of a refused session (401, 403) and still rejects the call; other errors stay quiet', async () => {
    const refused: (string | null)[] = [];
    const stale = createAdminClient({
      getToken: async () => 't',
      onRefused: (error) => refused.push(error.code),
      fetchImpl: fakeFetch(401, {
        status: 'error',
        message: 'Please enter your password again.',
        code: 'reauth-required',
      }),
    });
    await expect(stale.put('/blog/b1', { title: 'x' })).rejects.toThrow('Please enter your password again.');
    const conflict = createAdminClient({
      getToken: async () => 't',
      onRefused: (error) => refused.push(error.code),
      fetchImpl: fakeFetch(409, { status: 'error', message: 'Taken.' }),
    });
    await expect(conflict.post('/api/staff/invitations', { email: 'a@example.com' })).rejects.toThrow('Taken.');
    const signedOut = createAdminClient({ getToken: async () => null, onRefused: (error) => refused.push(error.code) });
    await expect(signedOut.read('/api/staff')).rejects.toThrow(ADMIN_MESSAGES.signedOut);
    expect(refused).toEqual(['reauth-required', null]);
  });
});

describe('saves with a version (If-Match)', () => {
  const clientWith = (status: number, body: unknown, calls: FetchCall[] = []) =>
    createAdminClient({ getToken: async () => 'token-1', fetchImpl: fakeFetch(status, body, calls) });

  it('sends the version as a strong If-Match with the token', async () => {
    const calls: FetchCall[] = [];
    const client = clientWith(
      200,
      { status: 'success', message: 'Blog updated.', data: { blog_id: 'b1', version: 'v2' } },
      calls,
    );
    const saved = await client.putIfMatch<{ version: string }>('/blog/b1', { title: 'x' }, 'v1');
    expect(saved.data.version).toBe('v2');
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('If-Match')).toBe('"v1"');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(calls[0]?.init.method).toBe('PUT');
  });

  it('turns a stale-version 409 into an EditConflictError carrying the current record', async () => {
    const current = { blog_id: 'b1', title: 'Theirs', version: 'v3' };
    const client = clientWith(409, {
      status: 'error',
      message: 'Someone else saved this blog.',
      reason: 'stale-version',
      current,
    });
    const error = await client.putIfMatch('/blog/b1', { title: 'Mine' }, 'v1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EditConflictError);
    expect((error as EditConflictError).current).toEqual(current);
    expect((error as EditConflictError).message).toBe('Someone else saved this blog.');
  });

  it('leaves any other 409 (a slug clash) an ordinary error', async () => {
    const client = clientWith(409, { status: 'error', message: 'Another blog already uses the address "x".' });
    const error = await client.putIfMatch('/blog/b1', { title: 'x' }, 'v1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).not.toBeInstanceOf(EditConflictError);
  });
});
