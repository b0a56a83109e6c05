import { describe, expect, it } from 'vitest';
import { fakeFetch, type FetchCall } from '../../../../tests/support/web/fake-fetch';
import { createAdminClient } from '../../../lib/admin-client';
import { createStaffApi } from './staff-api';

const MEMBER = {
  uid: 'u1',
  email: 'a@example.com',
  state: 'active',
  lastSignInAt: null,
  secondFactor: false,
  isYou: true,
};
const staffWith = (status: number, body: unknown, calls: FetchCall[] = []) =>
  createStaffApi(createAdminClient({ getToken: async () => 't', fetchImpl: fakeFetch(status, body, calls) }));

describe('the staff calls', () => {
  it('reads the staff overview through its schema, and calls an answer of another shape malformed', async () => {
    const good = staffWith(200, { status: 'success', data: { staff: [MEMBER], log: [] } });
    await expect(good.overview()).resolves.toEqual({ staff: [MEMBER], log: [] });
    const odd = staffWith(200, { status: 'success', data: { staff: [{ uid: 'u1' }], log: [] } });
    await expect(odd.overview()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('asks for the confirmation only when removing oneself', async () => {
    const calls: FetchCall[] = [];
    const staff = staffWith(200, { status: 'success', data: {}, message: 'Removed.' }, calls);
    await staff.revoke('u/2');
    await staff.revoke('u1', { self: true });
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['DELETE', '/api/staff/u%2F2'],
      ['DELETE', '/api/staff/u1?confirm=self'],
    ]);
  });

  it("resets a colleague's second factor and records one's own removal at their documented paths", async () => {
    const calls: FetchCall[] = [];
    const staff = staffWith(200, { status: 'success', data: {}, message: 'Done.' }, calls);
    await staff.resetSecondFactor('u/2');
    await staff.recordOwnPhoneRemoval();
    expect(calls.map((call) => [call.init.method, call.url, call.init.body ?? null])).toEqual([
      ['DELETE', '/api/staff/u%2F2/second-factor', null],
      ['POST', '/api/account/second-factor-removal', '{}'],
    ]);
  });
});
