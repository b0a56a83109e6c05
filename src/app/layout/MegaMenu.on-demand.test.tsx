// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MegaMenu } from './MegaMenu';

afterEach(cleanup);

// No preload here: each test file has its own module registry, so the panel's module starts out not loaded.
describe('MegaMenu before its panel has loaded', () => {
  it('prerenders the closed menu: the top-level links, the button and an empty hidden panel', () => {
    const html = renderToString(
      <Router ssrPath="/">
        <MegaMenu />
      </Router>,
    );
    expect(html).toContain('href="/service"');
    expect(html).toContain('href="/article-main"');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>About the Clinic/);
    expect(html).toMatch(/<div id="[^"]+" class="mega-menu" hidden=""><\/div>/);
  });

  it('opened from the keyboard first, shows the panel once loaded and moves focus into it', async () => {
    render(
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <MegaMenu />
      </Router>,
    );
    const trigger = screen.getByRole('button', { name: 'About the Clinic' });
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    // Not there yet: the panel stays hidden rather than showing empty.
    expect(panel.hidden).toBe(true);

    await waitFor(() => expect(panel.hidden).toBe(false));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Executive Membership' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(panel.hidden).toBe(true);
    expect(panel.childElementCount).toBe(0);
    expect(document.activeElement).toBe(trigger);
  });
});
