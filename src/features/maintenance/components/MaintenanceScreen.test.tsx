// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import type { MaintenanceSettings } from '@shared/maintenance';
import type { MaintenanceApi } from '../api/maintenance-api';
import { MaintenanceScreen } from './MaintenanceScreen';

afterEach(cleanup);

/** An in-memory switch with the API's answers. */
function memoryApi(initial: MaintenanceSettings, fail?: ApiRequestError): MaintenanceApi & { turns: boolean[] } {
  let settings = initial;
  const turns: boolean[] = [];
  return {
    turns,
    read: async () => settings,
    turn: async (on) => {
      if (fail) throw fail;
      turns.push(on);
      settings = { on, changedAt: '2026-11-28T15:00:00.000Z', changedBy: 'staff' };
      return { settings, message: on ? 'The site is now in maintenance mode.' : 'The site is open again.' };
    },
  };
}

describe('MaintenanceScreen', () => {
  it('turns maintenance mode on and off again with one button, saying where the site stands', async () => {
    const api = memoryApi({ on: false, changedAt: null, changedBy: null });
    render(<MaintenanceScreen api={api} />);
    await screen.findByText('Maintenance mode is off: the site is open to visitors.');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on maintenance mode' }));
    await screen.findByText('The site is now in maintenance mode.');
    expect(screen.getByRole('status').textContent).toContain(
      'Maintenance mode is on: visitors see the maintenance page (since Nov 28, 2026, 10:00 a.m.).',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open the site again' }));
    await screen.findByText('The site is open again.');
    expect(api.turns).toEqual([true, false]);
    expect(screen.getByRole('link', { name: /See the maintenance page/ }).getAttribute('href')).toBe('/maintenance');
  });

  it("shows the server's refusal and keeps the switch as it was", async () => {
    const api = memoryApi(
      { on: false, changedAt: null, changedBy: null },
      new ApiRequestError('Sign in again to continue.', 'server', 401),
    );
    render(<MaintenanceScreen api={api} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on maintenance mode' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Maintenance mode could not be changed or read. Sign in again to continue.',
    );
    expect(screen.getByRole('button', { name: 'Turn on maintenance mode' })).toBeTruthy();
  });
});
