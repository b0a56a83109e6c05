// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { renderServerPage } from '../../../tests/support/web/prerender-page';
import { keepServerPage } from '../../rendering/server-page';
import { PublicLayout } from './PublicLayout';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
  localStorage.clear();
  document.documentElement.removeAttribute('data-text-size');
});

describe('PublicLayout', () => {
  it('hydrates the prerendered HTML without mismatches, then applies the stored text size', async () => {
    const page = (
      <PublicLayout variant="dark">
        <h1>Page</h1>
      </PublicLayout>
    );
    // As the server sends it: whole, the footer's deferred sign-up form included.
    const { body: html } = await renderServerPage(page, '/team');
    expect(html).toContain('Subscribe to our newsletter');

    localStorage.setItem('textSize', 'larger');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const onCaughtError = vi.fn();
    // As in main.tsx: the browser's own location on the client.
    window.history.replaceState(null, '', '/team');
    keepServerPage('/team', '');
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Router>{page}</Router>, { onRecoverableError, onCaughtError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(onCaughtError).not.toHaveBeenCalled();
    // The text-size control's stored state loads at once on a device that remembers a size.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Larger text size' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(document.documentElement.getAttribute('data-text-size')).toBe('larger');
    expect(screen.getByRole('banner').classList).toContain('site-header--dark');
    // The sign-up form waits for the visitor (no IntersectionObserver in jsdom: at once), hydrated in place.
    await screen.findByRole('button', { name: 'Subscribe' });
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root?.unmount());
  });

  it('leaves the newsletter out when asked', () => {
    const html = renderToString(
      <Router ssrPath="/">
        <PublicLayout showNewsletter={false}>
          <h1>Page</h1>
        </PublicLayout>
      </Router>,
    );
    expect(html).not.toContain('Subscribe to our newsletter');
  });
});
