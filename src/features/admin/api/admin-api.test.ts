import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { ADMIN_MESSAGES, createAdminApi } from './admin-api';

type Call = { url: string; init: RequestInit };

function fakeFetch(status: number, body: unknown, calls: Call[] = []): typeof fetch {
  return async (input, init = {}) => {
    calls.push({ url: String(input), init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
}

describe('createAdminApi', () => {
  it('sends the ID token and the JSON body, and returns the record with the server message', async () => {
    const calls: Call[] = [];
    const api = createAdminApi({
      getToken: async () => 'token-1',
      fetchImpl: fakeFetch(201, { status: 'success', message: 'Blog created.', data: { blog_id: 'b1' } }, calls),
    });
    const saved = await api.blogs.create({ title: 'Hello' });
    expect(saved).toEqual({ data: { blog_id: 'b1' }, message: 'Blog created.' });
    expect(calls[0]?.url).toBe('/blog');
    expect(calls[0]?.init.method).toBe('POST');
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer token-1');
    expect(calls[0]?.init.body).toBe(JSON.stringify({ title: 'Hello' }));
  });

  it("reports the server's message on failure", async () => {
    const api = createAdminApi({
      getToken: async () => 'token-1',
      fetchImpl: fakeFetch(409, { status: 'error', message: 'Another blog already uses the address "x".' }),
    });
    const error = await api.blogs.update('b1', { title: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('Another blog already uses the address "x".');
    expect((error as ApiRequestError).httpStatus).toBe(409);
  });

  it('asks for a new sign-in when there is no token, without calling the server', async () => {
    const calls: Call[] = [];
    const api = createAdminApi({ getToken: async () => null, fetchImpl: fakeFetch(200, {}, calls) });
    await expect(api.locationPages.list()).rejects.toThrow(ADMIN_MESSAGES.signedOut);
    expect(calls).toEqual([]);
  });

  it('turns a lost connection into a readable message', async () => {
    const api = createAdminApi({
      getToken: async () => 't',
      fetchImpl: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(api.inquiries.list()).rejects.toThrow(ADMIN_MESSAGES.network);
  });

  it('checks slugs with the record to exclude', async () => {
    const calls: Call[] = [];
    const api = createAdminApi({
      getToken: async () => 't',
      fetchImpl: fakeFetch(200, { status: 'success', data: { slug: 'a-b', available: false } }, calls),
    });
    await expect(api.locationPages.isSlugAvailable('a-b', 'id 1')).resolves.toEqual({ slug: 'a-b', available: false });
    expect(calls[0]?.url).toBe('/api/locationpages/slug-available/a-b?exclude=id%201');
  });
});

describe('createAdminApi: staff and refused sessions', () => {
  const MEMBER = {
    uid: 'u1',
    email: 'a@example.com',
    state: 'active',
    lastSignInAt: null,
    secondFactor: false,
    isYou: true,
  };

  it('reads the staff overview through its schema, and calls an answer of another shape malformed', async () => {
    const good = createAdminApi({
      getToken: async () => 't',
      fetchImpl: fakeFetch(200, { status: 'success', data: { staff: [MEMBER], log: [] } }),
    });
    await expect(good.staff.overview()).resolves.toEqual({ staff: [MEMBER], log: [] });
    const odd = createAdminApi({
      getToken: async () => 't',
      fetchImpl: fakeFetch(200, { status: 'success', data: { staff: [{ uid: 'u1' }], log: [] } }),
    });
    await expect(odd.staff.overview()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('asks for the confirmation only when removing oneself', async () => {
    const calls: Call[] = [];
    const api = createAdminApi({
      getToken: async () => 't',
      fetchImpl: fakeFetch(200, { status: 'success', data: {}, message: 'Removed.' }, calls),
    });
    await api.staff.revoke('u/2');
    await api.staff.revoke('u1', { self: true });
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['DELETE', '/api/staff/u%2F2'],
      ['DELETE', '/api/staff/u1?confirm=self'],
    ]);
  });

  it('tells the layout of a refused session (401, 403) and still rejects the call; other errors stay quiet', async () => {
    const refused: (string | null)[] = [];
    const stale = createAdminApi({
      getToken: async () => 't',
      onRefused: (error) => refused.push(error.code),
      fetchImpl: fakeFetch(401, {
        status: 'error',
        message: 'Please enter your password again.',
        code: 'reauth-required',
      }),
    });
    await expect(stale.blogs.update('b1', { title: 'x' })).rejects.toThrow('Please enter your password again.');
    const conflict = createAdminApi({
      getToken: async () => 't',
      onRefused: (error) => refused.push(error.code),
      fetchImpl: fakeFetch(409, { status: 'error', message: 'Taken.' }),
    });
    await expect(conflict.staff.invite('a@example.com')).rejects.toThrow('Taken.');
    const signedOut = createAdminApi({ getToken: async () => null, onRefused: (error) => refused.push(error.code) });
    await expect(signedOut.staff.overview()).rejects.toThrow(ADMIN_MESSAGES.signedOut);
    expect(refused).toEqual(['reauth-required', null]);
  });
});
