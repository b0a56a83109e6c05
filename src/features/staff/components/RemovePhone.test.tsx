// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnAccount } from '../staff-types';
import { OwnAccountSection } from './OwnAccountSection';

afterEach(cleanup);

const PASSWORD = 'the right password';

/** An account with one phone: the password, then the code 123456, remove it; `failsAfter`: an error once it is gone. */
function accountWithPhone({ failsAfter = false } = {}) {
  const state = { phones: ['+1416*****42'], passwords: [] as string[], codes: [] as string[] };
  const account: OwnAccount = {
    email: 'me@example.com',
    enrolledPhones: () => state.phones,
    enrolPhone: async (phone) => ({ phone, confirm: async () => {} }),
    describeError: (error) => (error instanceof Error ? error.message : 'Something went wrong.'),
    signOutEverywhere: async () => {},
    removePhones: async (password) => {
      state.passwords.push(password);
      if (password !== PASSWORD) throw new Error('The email or password is incorrect.');
      return {
        phone: '+1416*****42',
        confirm: async (code) => {
          state.codes.push(code);
          if (code !== '123456') throw new Error('That code is not right.');
          state.phones = [];
          if (failsAfter) throw new Error('Firebase could not refresh the session.');
        },
      };
    },
  };
  return { account, state };
}

const openDialog = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Remove this phone' }));
  return screen.getByRole('dialog', { name: 'Remove your phone?' });
};

describe('Remove this phone', () => {
  it('says a new phone will be asked for, then takes the password and the texted code', async () => {
    const { account, state } = accountWithPhone();
    let changed = 0;
    render(<OwnAccountSection account={account} onChanged={() => (changed += 1)} />);
    const dialog = openDialog();
    expect(dialog.textContent).toMatch(/asks you to set up a new phone/);

    const password = within(dialog).getByLabelText('Your password');
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the phone' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The email or password is incorrect.');
    expect(password).toHaveProperty('value', 'wrong');

    fireEvent.change(password, { target: { value: PASSWORD } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the phone' }));
    const code = await within(dialog).findByRole('textbox', { name: 'Code from the text message' });
    expect(within(dialog).getByText('We sent a 6-digit code to +1416*****42.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the phone' }));

    expect((await screen.findByText(/Your phone is removed. Set up a new one below/)).textContent).toBeTruthy();
    expect(state).toMatchObject({ passwords: ['wrong', PASSWORD], codes: ['123456'], phones: [] });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Mobile phone number' })).toBeTruthy();
    expect(changed).toBe(1);
  });

  it('says what failed when the phone is gone all the same, and shows it as gone', async () => {
    const { account } = accountWithPhone({ failsAfter: true });
    render(<OwnAccountSection account={account} />);
    const dialog = openDialog();
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: PASSWORD } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the phone' }));
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Code from the text message' }), {
      target: { value: '123456' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the phone' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Firebase could not refresh the session.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Mobile phone number' })).toBeTruthy();
  });

  it('removes without a code when Firebase asks for none, and Cancel does nothing', async () => {
    let calls = 0;
    const { account } = accountWithPhone();
    let phones = ['+1416*****42'];
    const plain: OwnAccount = {
      ...account,
      enrolledPhones: () => phones,
      removePhones: async () => {
        calls += 1;
        phones = [];
        return null;
      },
    };
    render(<OwnAccountSection account={plain} />);
    fireEvent.click(within(openDialog()).getByRole('button', { name: 'Cancel' }));
    expect(calls).toBe(0);
    const dialog = openDialog();
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: PASSWORD } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the phone' }));
    await screen.findByText(/Your phone is removed/);
    expect(calls).toBe(1);
  });
});
