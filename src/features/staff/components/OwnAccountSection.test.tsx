// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnAccount } from '../staff-types';
import { OwnAccountSection } from './OwnAccountSection';

afterEach(cleanup);

function accountWith(drafts: string[]): OwnAccount & { signedOut: number } {
  const account = {
    signedOut: 0,
    email: 'me@example.com',
    enrolledPhones: () => ['+1416*****42'],
    enrolPhone: async (phone: string) => ({ phone, confirm: async () => {} }),
    describeError: () => 'Something went wrong.',
    removePhones: async () => null,
    signOutEverywhere: async () => {
      account.signedOut += 1;
    },
    // The page lists the drafts (with links to open them); the section only shows what it is given.
    unsavedDrafts: () =>
      drafts.length > 0 ? (
        <ul aria-label="Unsaved drafts">
          {drafts.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      ) : null,
  };
  return account;
}

describe('Sign out everywhere', () => {
  it('names the drafts on this device and makes discarding them the explicit choice', () => {
    const account = accountWith(['Blog: “Walking after meals”']);
    render(<OwnAccountSection account={account} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out on every device?' });
    expect(within(dialog).getByText(/never reached the website/)).toBeTruthy();
    expect(within(dialog).getByRole('list', { name: 'Unsaved drafts' }).textContent).toContain('Walking after meals');
    expect(within(dialog).queryByRole('button', { name: 'Sign out everywhere' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere and discard drafts' }));
    expect(account.signedOut).toBe(1);
  });

  it('asks as before without drafts', () => {
    const account = accountWith([]);
    render(<OwnAccountSection account={account} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out on every device?' });
    expect(within(dialog).getByText('You will be signed out here too.')).toBeTruthy();
    expect(within(dialog).queryByRole('list')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(account.signedOut).toBe(0);
  });
});
