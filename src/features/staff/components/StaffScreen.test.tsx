// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import type { StaffMember, StaffOverview } from '@shared/schemas/staff';
import type { OwnAccount, StaffApi } from '../staff-types';
import { StaffScreen } from './StaffScreen';

afterEach(cleanup);

const ME: StaffMember = {
  uid: 'me',
  email: 'me@example.com',
  state: 'active',
  lastSignInAt: '2026-11-20T15:30:00Z',
  secondFactor: false,
  isYou: true,
};
const COLLEAGUE: StaffMember = {
  uid: 'c1',
  email: 'colleague@example.com',
  state: 'invited',
  lastSignInAt: null,
  secondFactor: true,
  isYou: false,
};

type Calls = { revoked: [string, boolean][]; invited: string[]; reset: string[] };

function fakeApi(overview: StaffOverview, overrides: Partial<StaffApi> = {}): StaffApi & { calls: Calls } {
  const calls: Calls = { revoked: [], invited: [], reset: [] };
  return {
    calls,
    overview: async () => overview,
    invite: async (email) => {
      calls.invited.push(email);
      return { data: { ...COLLEAGUE, email }, message: `Invitation sent to ${email}.` };
    },
    revoke: async (uid, options) => {
      calls.revoked.push([uid, options?.self ?? false]);
      return { data: {}, message: 'Access removed.' };
    },
    resetSecondFactor: async (uid) => {
      calls.reset.push(uid);
      return { data: { uid }, message: 'Second factor removed.' };
    },
    ...overrides,
  };
}

const account: OwnAccount = {
  email: ME.email,
  enrolledPhones: () => [],
  enrolPhone: async (phone) => ({ phone, confirm: async () => {} }),
  describeError: () => 'Something went wrong.',
  signOutEverywhere: async () => {},
  removePhones: async () => null,
};

const OVERVIEW: StaffOverview = {
  staff: [ME, COLLEAGUE],
  log: [{ at: '2026-11-21T10:00:00Z', action: 'invited', actor: ME.email, target: COLLEAGUE.email }],
};

describe('StaffScreen', () => {
  it('lists each administrator with status, last sign-in and second factor, and shows the log', async () => {
    render(<StaffScreen api={fakeApi(OVERVIEW)} account={account} />);
    const colleague = (await screen.findByRole('heading', { name: COLLEAGUE.email })).closest('li')!;
    expect(within(colleague).getByText('Invited, has not set a password yet')).toBeTruthy();
    expect(within(colleague).getByText('Never')).toBeTruthy();
    expect(within(colleague).getByText('On (text message)')).toBeTruthy();
    const mine = screen.getByRole('heading', { name: `${ME.email} (you)` }).closest('li')!;
    expect(within(mine).getByText('Active')).toBeTruthy();
    expect(within(mine).getByText('Off')).toBeTruthy();
    expect(screen.getByText(`${ME.email} invited ${COLLEAGUE.email}`)).toBeTruthy();
  });

  it('removes a colleague after one confirmation', async () => {
    const api = fakeApi(OVERVIEW);
    render(<StaffScreen api={api} account={account} />);
    fireEvent.click(await screen.findByRole('button', { name: `Remove access for ${COLLEAGUE.email}` }));
    const dialog = screen.getByRole('dialog', { name: `Remove access for ${COLLEAGUE.email}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    await screen.findByText('Access removed.');
    expect(api.calls.revoked).toEqual([['c1', false]]);
  });

  it('needs an explicit second yes before removing oneself', async () => {
    const api = fakeApi(OVERVIEW);
    render(<StaffScreen api={api} account={account} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove my access' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove your own access?' });
    const confirm = within(dialog).getByRole('button', { name: 'Remove access' });
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(confirm);
    expect(api.calls.revoked).toEqual([]);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Yes, remove my own administrator access' }));
    fireEvent.click(confirm);
    await waitFor(() => expect(api.calls.revoked).toEqual([['me', true]]));
  });

  it("shows the server's last-administrator refusal in the dialog, clearly", async () => {
    const refusal = 'You are the last administrator: invite someone else before removing yourself.';
    const api = fakeApi(OVERVIEW, {
      revoke: () => Promise.reject(new ApiRequestError(refusal, 'server', 409)),
    });
    render(<StaffScreen api={api} account={account} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove my access' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove your own access?' });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByRole('dialog', { name: 'Remove your own access?' })).toBeTruthy();
  });

  it('says an address is already an administrator and keeps it in the field', async () => {
    const api = fakeApi(OVERVIEW, {
      invite: () => Promise.reject(new ApiRequestError('me@example.com is already an administrator.', 'server', 409)),
    });
    render(<StaffScreen api={api} account={account} />);
    const field = screen.getByRole('textbox', { name: 'Email address' });
    fireEvent.change(field, { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('me@example.com is already an administrator.');
    expect(field).toHaveProperty('value', 'me@example.com');
  });

  it('keeps the own-account section usable when the list is refused (second factor required)', async () => {
    const api = fakeApi(OVERVIEW, {
      overview: () => Promise.reject(new ApiRequestError('Set up your second factor first.', 'server', 403)),
    });
    render(<StaffScreen api={api} account={account} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Set up your second factor first.');
    expect(screen.getByRole('textbox', { name: 'Mobile phone number' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeTruthy();
  });

  it('enrols a phone: strips the formatting, then asks for the code', async () => {
    const sent: string[] = [];
    let enrolled = false;
    const own: OwnAccount = {
      ...account,
      enrolledPhones: () => (enrolled ? ['+1416*****42'] : []),
      enrolPhone: async (phone) => {
        sent.push(phone);
        return {
          phone,
          confirm: async (code) => {
            if (code !== '123456') throw new Error('wrong');
            enrolled = true;
          },
        };
      },
      describeError: () => 'That code is not right.',
    };
    render(<StaffScreen api={fakeApi(OVERVIEW)} account={own} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile phone number' }), {
      target: { value: '+1 (416) 555-0142' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    const code = await screen.findByRole('textbox', { name: 'Code from the text message' });
    expect(sent).toEqual(['+14165550142']);
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on the second factor' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right.');
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on the second factor' }));
    await screen.findByText(/Your second factor is on/);
    expect(screen.getByText(/texted to \+1416\*{5}42/)).toBeTruthy();
  });

  it("offers to reset a colleague's second factor only where there is one, and never one's own", async () => {
    const withPhone = { ...ME, secondFactor: true };
    const noPhone: StaffMember = { ...COLLEAGUE, uid: 'c2', email: 'nophone@example.com', secondFactor: false };
    const api = fakeApi({ staff: [withPhone, COLLEAGUE, noPhone], log: [] });
    render(<StaffScreen api={api} account={account} />);
    await screen.findByRole('heading', { name: COLLEAGUE.email });
    const buttons = screen.getAllByRole('button', { name: /^Reset second factor/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      `Reset second factor for ${COLLEAGUE.email}`,
    ]);
  });

  it('resets a colleague after a confirmation that says what happens, then reloads the list and the log', async () => {
    let loads = 0;
    const api = fakeApi(OVERVIEW, {
      overview: async () => {
        loads += 1;
        return OVERVIEW;
      },
    });
    render(<StaffScreen api={api} account={account} />);
    fireEvent.click(await screen.findByRole('button', { name: `Reset second factor for ${COLLEAGUE.email}` }));
    const dialog = screen.getByRole('dialog', { name: `Reset the second factor of ${COLLEAGUE.email}?` });
    expect(dialog.textContent).toMatch(/signed out at once on every device/);
    expect(dialog.textContent).toMatch(/asks them to set up a phone again/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset second factor' }));
    await screen.findByText('Second factor removed.');
    expect(api.calls.reset).toEqual(['c1']);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(loads).toBe(2));
  });

  it('shows the log entries of second factors in words', async () => {
    const log: StaffOverview['log'] = [
      { at: '2026-11-28T10:00:00Z', action: 'second-factor-reset', actor: ME.email, target: COLLEAGUE.email },
      { at: '2026-11-28T09:00:00Z', action: 'second-factor-reset', actor: 'recovery script', target: ME.email },
      { at: '2026-11-28T08:00:00Z', action: 'second-factor-removed', actor: ME.email, target: ME.email },
    ];
    render(<StaffScreen api={fakeApi({ staff: [ME], log })} account={account} />);
    expect(await screen.findByText(`${ME.email} reset the second factor of ${COLLEAGUE.email}`)).toBeTruthy();
    expect(screen.getByText(`The recovery script removed the second factor of ${ME.email}`)).toBeTruthy();
    expect(screen.getByText(`${ME.email} removed their own phone (second factor)`)).toBeTruthy();
  });
});
