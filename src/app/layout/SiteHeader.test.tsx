// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SiteHeader } from './SiteHeader';

afterEach(cleanup);

function renderHeader(path = '/') {
  const location = memoryLocation({ path });
  render(
    <Router hook={location.hook}>
      <SiteHeader />
    </Router>,
  );
  return location;
}

describe('SiteHeader', () => {
  it('links the logo home and offers the main links and membership call to action', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Avenue Preventive Health home' }).getAttribute('href')).toBe('/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(main.querySelector('a[href="/service"]')?.textContent).toBe('Services');
    expect(main.querySelector('a[href="/article-main"]')?.textContent).toBe('Articles');
    expect(screen.getByRole('link', { name: 'Explore membership' }).getAttribute('href')).toBe('/membership');
  });

  it('opens and closes the mobile menu with the hamburger button', () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect([...mobile.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Membership',
      'What We Do',
      'Services',
      'Our Team',
    ]);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the mobile menu when a link in it is followed', () => {
    const location = memoryLocation({ path: '/', record: true });
    render(
      <Router hook={location.hook}>
        <SiteHeader />
      </Router>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    fireEvent.click(mobile.querySelector('a[href="/team"]') as HTMLAnchorElement);
    expect(location.history).toEqual(['/', '/team']);
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the mobile menu on Escape and returns focus to the button', () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('discloses the About the Clinic links', () => {
    renderHeader();
    const about = screen.getByRole('button', { name: 'About the Clinic' });
    fireEvent.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Meet the team' }).getAttribute('href')).toBe('/team');
    expect(screen.getByRole('link', { name: 'Executive Membership' }).getAttribute('href')).toBe('/membership');
  });
});
