// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginForm } from './LoginForm';

afterEach(cleanup);

function fillIn(email: string, password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

describe('LoginForm', () => {
  it('accepts addresses up to 254 characters and passwords up to 128 (decision 0014)', () => {
    render(<LoginForm onSignIn={async () => {}} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    const password = screen.getByLabelText('Password');
    expect(email).toHaveProperty('maxLength', 254);
    expect(email).toHaveProperty('type', 'email');
    expect(email).toHaveProperty('required', true);
    expect(email.getAttribute('autocomplete')).toBe('username');
    expect(password).toHaveProperty('maxLength', 128);
    expect(password).toHaveProperty('required', true);
    expect(password.getAttribute('autocomplete')).toBe('current-password');
  });

  it('switches the password between hidden and shown', () => {
    render(<LoginForm onSignIn={async () => {}} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveProperty('type', 'password');

    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveProperty('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    expect(hide.getAttribute('aria-controls')).toBe(password.id);

    fireEvent.click(hide);
    expect(password).toHaveProperty('type', 'password');
    expect(screen.getByRole('button', { name: 'Show' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('passes the trimmed email and the password to the sign-in function', async () => {
    const calls: [string, string][] = [];
    render(
      <LoginForm
        onSignIn={async (email, password) => {
          calls.push([email, password]);
        }}
      />,
    );
    fillIn(' admin@example.com ', 'secret-pass');
    const submit = screen.getByRole('button', { name: 'Sign in' });
    fireEvent.click(submit);
    await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBeNull());
    expect(calls).toEqual([['admin@example.com', 'secret-pass']]);
  });

  it('shows the mapped error above the form and keeps what was typed', async () => {
    render(
      <LoginForm onSignIn={() => Promise.reject(Object.assign(new Error('x'), { code: 'auth/invalid-credential' }))} />,
    );
    fillIn('admin@example.com', 'wrong-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The email or password is incorrect.');
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'admin@example.com');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'wrong-pass');
  });

  it.each([
    ['auth/too-many-requests', 'Too many sign-in attempts. Please wait a few minutes, then try again.'],
    ['auth/network-request-failed', 'We could not connect. Check your internet connection and try again.'],
    ['auth/internal-error', 'Sign-in failed. Please try again.'],
  ])('explains %s in plain words', async (code, message) => {
    render(<LoginForm onSignIn={() => Promise.reject({ code })} />);
    fillIn('admin@example.com', 'pass');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('ignores a second press while the first sign-in is still running', async () => {
    let calls = 0;
    let finish: () => void = () => {};
    render(
      <LoginForm
        onSignIn={() => {
          calls += 1;
          return new Promise<void>((resolve) => (finish = resolve));
        }}
      />,
    );
    fillIn('admin@example.com', 'pass');
    const submit = screen.getByRole('button', { name: 'Sign in' });
    fireEvent.click(submit);
    expect((await screen.findByText('Signing in…')).getAttribute('role')).toBe('status');
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(submit);
    expect(calls).toBe(1);
    finish();
    await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBeNull());
  });
});
