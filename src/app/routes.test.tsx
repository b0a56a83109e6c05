// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppRoutes } from './routes';

afterEach(cleanup);

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <AppRoutes />
    </Router>,
  );
  return location;
}

describe('AppRoutes', () => {
  it('renders the home page at /', async () => {
    renderAt('/');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Preventive care that keeps you ahead of your health' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(main.querySelector('a[href="/membership"]')?.textContent).toBe('Explore membership');
    expect(screen.getByRole('link', { name: 'Learn more about our services' }).getAttribute('href')).toBe('/service');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
  });

  it('shows the three marketing claims on the home page', async () => {
    renderAt('/');
    expect(await screen.findByText('200+', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('15+ years')).toBeTruthy();
    expect(screen.getByText('4 to 6 hours')).toBeTruthy();
  });

  it('redirects /home to / without leaving /home in the history', async () => {
    const { history } = renderAt('/home');
    expect(history).toEqual(['/']);
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).textContent).toBe(
      'Preventive care that keeps you ahead of your health',
    );
  });

  it('serves the printable GHAP referral form at its own path, inside the GHAP page path', async () => {
    renderAt('/geriatric-health-assessment-program/referral-form');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Referral to the Geriatric Health Assessment Program' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print this form' })).toBeTruthy();
  });

  it('renders the not-found page for an unknown path', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('shows the footer contact details on public pages', async () => {
    renderAt('/');
    const footer = screen.getByRole('contentinfo');
    // Its details load on their own (at once here: no page from the server to keep).
    await within(footer).findByText(/Avenue Road/);
    await within(footer).findByText(/© 2025/);
    expect(footer.textContent).toContain('Avenue Road');
    expect(footer.textContent).toContain('Fax: 416-555-0199');
    expect(footer.textContent).toContain('© 2025 Avenue Preventive Health');
    for (const href of [
      '/membership',
      '/team',
      '/service',
      '/article-main',
      '/privacy-policy',
      '/terms-of-conditions',
    ]) {
      expect(footer.querySelector(`a[href="${href}"]`)).not.toBeNull();
    }
  });
});
