// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readActionLink } from '../action-link';
import { AccountActionScreen, type AccountActions } from './AccountActionScreen';

afterEach(cleanup);

const dead = () => Promise.reject(Object.assign(new Error('x'), { code: 'auth/invalid-action-code' }));

function actions(overrides: Partial<AccountActions> = {}): AccountActions & { set: string[]; asked: string[] } {
  const set: string[] = [];
  const asked: string[] = [];
  return {
    set,
    asked,
    emailOfCode: async () => 'new.admin@example.com',
    setPassword: async (_code, password) => {
      set.push(password);
    },
    requestNewLink: async (email) => {
      asked.push(email);
      return { message: 'If that address has an account, a link is on its way.' };
    },
    ...overrides,
  };
}

function typePasswords(first: string, second = first) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: first } });
  fireEvent.change(screen.getByLabelText('New password again'), { target: { value: second } });
}

describe('AccountActionScreen', () => {
  it('welcomes an invitee, checks the password here first, then sets it and offers to sign in', async () => {
    const fake = actions();
    render(<AccountActionScreen link={readActionLink('?mode=invite&oobCode=c1')} actions={fake} minLength={12} />);
    await screen.findByRole('heading', { name: 'Welcome: choose your password' });
    expect(screen.getByText(/invited .* as new\.admin@example\.com/)).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');

    typePasswords('eleven-char');
    fireEvent.click(screen.getByRole('button', { name: 'Set my password' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/at least 12 characters/);
    typePasswords('twelve-chars', 'twelve-charz');
    fireEvent.click(screen.getByRole('button', { name: 'Set my password' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/not the same/);
    expect(fake.set).toEqual([]);

    typePasswords('a fine long passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Set my password' }));
    await screen.findByRole('heading', { name: 'Your password is set' });
    expect(fake.set).toEqual(['a fine long passphrase']);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it("shows Firebase's refusal of a password and keeps what was typed", async () => {
    const fake = actions({
      setPassword: () =>
        Promise.reject(Object.assign(new Error('x'), { code: 'auth/password-does-not-meet-requirements' })),
    });
    render(
      <AccountActionScreen link={readActionLink('?mode=resetPassword&oobCode=c1')} actions={fake} minLength={12} />,
    );
    await screen.findByRole('heading', { name: 'Choose a new password' });
    typePasswords('aaaaaaaaaaaa');
    fireEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/not accepted/);
    expect(screen.getByLabelText('New password')).toHaveProperty('value', 'aaaaaaaaaaaa');
  });

  it('gives a spent link its own page with "send a new link"', async () => {
    const fake = actions({ emailOfCode: dead });
    render(<AccountActionScreen link={readActionLink('?mode=invite&oobCode=used')} actions={fake} minLength={12} />);
    await screen.findByRole('heading', { name: 'This link has expired or was already used' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    await screen.findByText('If that address has an account, a link is on its way.');
    expect(fake.asked).toEqual(['me@example.com']);
  });

  it('moves to the same page when the link dies between opening and saving, keeping the address', async () => {
    const fake = actions({ setPassword: dead });
    render(<AccountActionScreen link={readActionLink('?mode=invite&oobCode=c1')} actions={fake} minLength={12} />);
    await screen.findByRole('heading', { name: 'Welcome: choose your password' });
    typePasswords('a fine long passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Set my password' }));
    await screen.findByRole('heading', { name: 'This link has expired or was already used' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'new.admin@example.com');
  });

  it('treats a link without a code as one that cannot be used', () => {
    render(<AccountActionScreen link={readActionLink('?mode=invite')} actions={actions()} minLength={12} />);
    expect(screen.getByRole('heading', { name: 'This link has expired or was already used' })).toBeTruthy();
  });
});
