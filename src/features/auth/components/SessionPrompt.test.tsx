// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthProblem } from '../api/auth-problem';
import type { CodeChallenge } from '../api/firebase-auth';
import { SessionPrompt, type SessionPromptProps } from './SessionPrompt';

afterEach(cleanup);

function renderPrompt(problem: AuthProblem, overrides: Partial<SessionPromptProps> = {}) {
  const events: string[] = [];
  render(
    <SessionPrompt
      problem={problem}
      email="me@example.com"
      hasSecondFactor={() => false}
      reauthenticate={async (password) => {
        events.push(`password:${password}`);
        return null;
      }}
      onSignInAgain={async () => {
        events.push('sign-in-again');
      }}
      onDone={() => events.push('done')}
      onDismiss={() => events.push('dismiss')}
      {...overrides}
    />,
  );
  return events;
}

describe('SessionPrompt', () => {
  it('asks for the password of the signed-in account in place', async () => {
    const events = renderPrompt('reauth-required');
    screen.getByRole('dialog', { name: 'Please enter your password again' });
    fireEvent.change(screen.getByLabelText('Password for me@example.com'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(events).toEqual(['password:secret-pass', 'done']));
  });

  it('goes on to the texted code when the account has a second factor', async () => {
    const codes: string[] = [];
    const challenge: CodeChallenge = { phone: '+*******0142', confirm: async (code) => void codes.push(code) };
    const events = renderPrompt('reauth-required', { reauthenticate: async () => challenge });
    fireEvent.change(screen.getByLabelText('Password for me@example.com'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Code from the text message' }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(events).toEqual(['done']));
    expect(codes).toEqual(['123456']);
  });

  it('explains a wrong password and keeps the dialog open', async () => {
    const events = renderPrompt('reauth-required', {
      reauthenticate: () => Promise.reject({ code: 'auth/invalid-credential' }),
    });
    fireEvent.change(screen.getByLabelText('Password for me@example.com'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The email or password is incorrect.');
    expect(events).toEqual([]);
  });

  it('sends an admin without a second factor to the Staff screen', () => {
    renderPrompt('second-factor-required');
    screen.getByRole('dialog', { name: 'A code from your phone is needed' });
    expect(screen.getByRole('link', { name: 'Go to the Staff screen' }).getAttribute('href')).toBe('/admin/staff');
    expect(screen.queryByLabelText('Password for me@example.com')).toBeNull();
  });

  it('asks an admin who has set up the phone to sign in again with it', () => {
    renderPrompt('second-factor-required', { hasSecondFactor: () => true });
    expect(screen.getByLabelText('Password for me@example.com')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to the Staff screen' })).toBeNull();
  });

  it('says the session has ended and offers to sign in again', async () => {
    const events = renderPrompt('session-ended');
    screen.getByRole('dialog', { name: 'Your session has ended' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(events).toEqual(['sign-in-again']));
  });
});
