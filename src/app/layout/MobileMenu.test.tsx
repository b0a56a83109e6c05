// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MobileMenu } from './MobileMenu';

afterEach(cleanup);

// No preload here: each test file has its own module registry, so the menu's module starts out not loaded.
describe('MobileMenu before its links have loaded', () => {
  it('prerenders the closed menu: the Menu button and an empty hidden panel', () => {
    const html = renderToString(
      <Router ssrPath="/">
        <MobileMenu />
      </Router>,
    );
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>.*Menu<\/span><\/button>/);
    expect(html).toMatch(/<nav id="[^"]+" aria-label="Mobile" class="mobile-nav" hidden=""><\/nav>/);
  });

  it('opened at once, shows the links and locks the page once they have loaded', async () => {
    render(
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <MobileMenu />
      </Router>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Not there yet: the panel stays hidden rather than showing empty.
    expect(panel.hidden).toBe(true);

    await waitFor(() => expect(panel.hidden).toBe(false));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(
      within(mobile)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Membership', 'What We Do', 'Services', 'Our Team']);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(button);
    expect(panel.hidden).toBe(true);
    expect(document.body.style.overflow).toBe('');
  });
});
