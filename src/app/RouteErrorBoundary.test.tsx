// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MESSAGE } from './load-page';
import { PublicLayout } from './layout/PublicLayout';
import { ERROR_SCREEN_HEADING, RouteErrorBoundary } from './RouteErrorBoundary';
import { renderWithProviders } from '../../tests/support/web/render-with-providers';
import { takeClientErrors, type CaughtError } from '../lib/client-errors';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Throws({ error }: { error: Error }): never {
  throw error;
}

/** React reports caught render errors on the console; the boundary logs its own line. Both are expected here. */
const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('RouteErrorBoundary', () => {
  it('hands what it caught to the error reporter (decision 0020)', () => {
    quietConsole();
    const caught: CaughtError[] = [];
    takeClientErrors((one) => caught.push(one));
    const error = new Error('A page failed to render');
    render(
      <RouteErrorBoundary>
        <Throws error={error} />
      </RouteErrorBoundary>,
    );
    expect(caught).toContainEqual({ source: 'error-boundary', error });
  });

  it('shows the spec’s heading and the connection advice when a page chunk failed to load', () => {
    quietConsole();
    render(
      <RouteErrorBoundary>
        <Throws error={new TypeError('Failed to fetch dynamically imported module: /assets/team-page.js')} />
      </RouteErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(ERROR_SCREEN_HEADING).toBe('Unexpected Application Error!');
    expect(alert.textContent).toContain('This page could not be loaded. Please check your internet connection');
    expect(within(alert).getByRole('button', { name: 'Reload page' })).toBeTruthy();
  });

  it('treats a chunk that timed out as a failed chunk', () => {
    quietConsole();
    render(
      <RouteErrorBoundary>
        <Throws error={new Error(CHUNK_TIMEOUT_MESSAGE)} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: ERROR_SCREEN_HEADING })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('check your internet connection');
  });

  it('wraps a layout: an error inside the header or footer ends on the error screen, in a main landmark', () => {
    quietConsole();
    renderWithProviders(
      <RouteErrorBoundary standalone resetKey="/team">
        <PublicLayout>
          <Throws error={new Error('a bug in the layout')} />
        </PublicLayout>
      </RouteErrorBoundary>,
      { path: '/team' },
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: ERROR_SCREEN_HEADING })).toBeTruthy();
    expect(within(main).getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('clears the error when the address changes, without remounting a healthy tree', () => {
    quietConsole();
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/a">
        <Throws error={new Error('broken page')} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: ERROR_SCREEN_HEADING })).toBeTruthy();
    rerender(
      <RouteErrorBoundary resetKey="/b">
        <p>The next page</p>
      </RouteErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('The next page')).toBeTruthy();
  });
});
