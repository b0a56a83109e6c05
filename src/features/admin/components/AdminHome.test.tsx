// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/web/render-with-providers';
import { AdminHome } from './AdminHome';

afterEach(cleanup);

function renderAdminHome(onLogout: () => Promise<void>) {
  return renderWithProviders(<AdminHome email="admin@example.com" onLogout={onLogout} />, { path: '/admin' });
}

describe('AdminHome', () => {
  it('shows who is signed in and links to each admin section', () => {
    renderAdminHome(async () => {});
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeTruthy();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByRole('heading', { level: 2, name: 'Profile' })).toBeTruthy();
    expect(within(profile).getByText('Signed in as admin@example.com')).toBeTruthy();
    // Logout sits beside the account, in the same Profile block.
    expect(within(profile).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Blogs' }).getAttribute('href')).toBe('/admin/blogs');
    expect(screen.getByRole('link', { name: 'Location Pages' }).getAttribute('href')).toBe('/admin/location-pages');
    expect(screen.getByRole('link', { name: 'Inquiries' }).getAttribute('href')).toBe('/admin/inquiries');
  });

  it('logs out through the function it is given', () => {
    let loggedOut = 0;
    renderAdminHome(async () => {
      loggedOut += 1;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(loggedOut).toBe(1);
  });

  it('works again when Log out stopped to ask and the admin stayed', async () => {
    let asked = 0;
    renderAdminHome(async () => {
      asked += 1;
    });
    const button = screen.getByRole('button', { name: 'Log out' });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(button);
    expect(asked).toBe(2);
  });

  it('says so when logging out fails', async () => {
    renderAdminHome(() => Promise.reject(new Error('offline')));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Log out failed. Please try again.');
  });
});
