// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SignInOutcome } from '../api/firebase-auth';
import { SIGN_IN_MESSAGES } from '../api/sign-in-errors';
import { RESET_SENT_FALLBACK } from './ForgotPasswordForm';
import { SignInFlow } from './SignInFlow';

afterEach(cleanup);

const signedIn: SignInOutcome = { kind: 'signed-in', user: { uid: 'u1', email: 'a@example.com', isAdmin: true } };

function typeCredentials(email: string, password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInFlow', () => {
  it('passes a 40-character password through unchanged', async () => {
    const seen: string[] = [];
    render(
      <SignInFlow
        signIn={async (_email, password) => {
          seen.push(password);
          return signedIn;
        }}
        requestPasswordReset={async () => ({ message: '' })}
      />,
    );
    const password = 'correct horse battery staple 1234567890!';
    expect(password).toHaveLength(40);
    typeCredentials('a@example.com', password);
    await waitFor(() => expect(seen).toEqual([password]));
  });

  it('asks for the texted code when the account has a second factor, and explains a wrong code', async () => {
    const codes: string[] = [];
    render(
      <SignInFlow
        signIn={async () => ({
          kind: 'code',
          challenge: {
            phone: '+*******0123',
            confirm: async (code) => {
              codes.push(code);
              if (code !== '123456') throw { code: 'auth/invalid-verification-code' };
            },
          },
        })}
        requestPasswordReset={async () => ({ message: '' })}
      />,
    );
    typeCredentials('a@example.com', 'a-long-password-1');
    await screen.findByRole('heading', { name: 'Enter the code we texted you' });
    expect(screen.getByText(/\+\*{7}0123/)).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Code from the text message' });
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');

    fireEvent.change(field, { target: { value: '654 321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SIGN_IN_MESSAGES.wrongCode);
    expect(field).toHaveProperty('value', '654 321');

    fireEvent.change(field, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'Continue' });
    expect(codes).toEqual(['654321', '123456']);
  });

  it('offers a reset mail with the typed address, and shows the same answer whatever the address', async () => {
    const requested: string[] = [];
    render(
      <SignInFlow
        signIn={async () => signedIn}
        requestPasswordReset={async (email) => {
          requested.push(email);
          return { message: '' };
        }}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: ' who@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Reset your password' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'who@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await screen.findByText(RESET_SENT_FALLBACK);
    expect(requested).toEqual(['who@example.com']);

    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'who@example.com');
  });

  it("shows the server's refusal (rate limit) and keeps the address", async () => {
    render(
      <SignInFlow
        signIn={async () => signedIn}
        requestPasswordReset={() => Promise.reject(new Error('Too many requests. Try again in an hour.'))}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'a@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Try again in an hour.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'a@example.com');
  });
});
