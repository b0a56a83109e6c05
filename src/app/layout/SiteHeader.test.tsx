// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/support/web/render-with-providers';
import { mobileMenuPanel } from './MobileMenu';
import { SiteHeader, type HeaderVariant } from './SiteHeader';

// A visitor's first touch, hover or focus of Menu loads the menu's module; MobileMenu.test.tsx covers that step.
beforeAll(() => mobileMenuPanel.load());

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderHeader(path = '/', variant?: HeaderVariant) {
  return renderWithProviders(<SiteHeader variant={variant} />, { path }).location;
}

function openMobileMenu() {
  const button = screen.getByRole('button', { name: 'Menu' });
  fireEvent.click(button);
  return { button, mobile: screen.getByRole('navigation', { name: 'Mobile' }) };
}

describe('SiteHeader', () => {
  it('links the logo home and offers the main links and membership call to action', async () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Avenue Preventive Health home' }).getAttribute('href')).toBe('/');
    // The desktop menu's code loads on its own (deferred): found once it has.
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/service');
    expect(within(main).getByRole('link', { name: 'Articles' }).getAttribute('href')).toBe('/article-main');
    expect(within(main).getByRole('button', { name: 'About the Clinic' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore membership' }).getAttribute('href')).toBe('/membership');
  });

  it('offers one tap to call the clinic and to reach the contact page, outside the menu', () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Call 416-555-0100' }).getAttribute('href')).toBe(
      'tel:+14165550100',
    );
    expect(within(banner).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('links to site search from the header with a plain link named Search', () => {
    renderHeader('/team');
    const link = within(screen.getByRole('banner')).getByRole('link', { name: 'Search' });
    expect(link.getAttribute('href')).toBe('/search');
    // The magnifier is decoration: the name comes from the word, which stays in the page for screen readers.
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('offers the text-size control in the header', () => {
    renderHeader();
    const group = screen.getByRole('group', { name: 'Text size' });
    expect(within(group).getAllByRole('button')).toHaveLength(3);
    for (const name of ['Standard text size', 'Large text size', 'Larger text size']) {
      expect(within(group).getByRole('button', { name })).toBeTruthy();
    }
  });

  it('has a dark variant for pages with dark heroes', () => {
    renderHeader('/', 'dark');
    expect(screen.getByRole('banner').classList).toContain('site-header--dark');
    expect(screen.getByRole('link', { name: 'Explore membership' }).classList).toContain('button--accent');
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
    expect(
      within(mobile)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Membership', 'What We Do', 'Services', 'Our Team']);
    expect(within(mobile).getByRole('link', { name: 'What We Do' }).getAttribute('href')).toBe('/about');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('locks page scrolling while the mobile menu is open', () => {
    renderHeader();
    const { button } = openMobileMenu();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(button);
    expect(document.body.style.overflow).toBe('');
  });

  it('expands the services on the first tap of Services and goes to /service on the second', () => {
    const location = renderHeader();
    const { mobile } = openMobileMenu();
    const services = within(mobile).getByRole('link', { name: 'Services' });
    const submenu = document.getElementById(services.getAttribute('aria-controls') ?? '');
    expect(services.getAttribute('aria-expanded')).toBe('false');
    expect(submenu?.hidden).toBe(true);

    fireEvent.click(services);
    expect(location.history).toEqual(['/']);
    expect(services.getAttribute('aria-expanded')).toBe('true');
    expect(submenu?.hidden).toBe(false);
    const serviceLinks = within(submenu as HTMLElement).getAllByRole('link');
    expect(serviceLinks).toHaveLength(16);
    expect(serviceLinks[0]?.textContent).toBe('All services');
    expect(
      within(submenu as HTMLElement)
        .getByRole('link', { name: 'ED Sound-Wave Therapy' })
        .getAttribute('href'),
    ).toBe('/ed-treatment');

    fireEvent.click(services);
    expect(location.history).toEqual(['/', '/service']);
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('starts the services submenu collapsed each time the menu opens', () => {
    renderHeader();
    const { button, mobile } = openMobileMenu();
    fireEvent.click(within(mobile).getByRole('link', { name: 'Services' }));
    fireEvent.click(button);
    fireEvent.click(button);
    expect(within(mobile).getByRole('link', { name: 'Services' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the mobile menu when a link in it is followed', () => {
    const location = renderHeader();
    const { mobile } = openMobileMenu();
    fireEvent.click(within(mobile).getByRole('link', { name: 'Our Team' }));
    expect(location.history).toEqual(['/', '/team']);
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
  });

  it('does not reopen the mobile menu when the visitor comes back to the page it was opened on', () => {
    const location = renderHeader();
    const { button } = openMobileMenu();
    act(() => location.navigate('/team'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => location.navigate('/'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the mobile menu on Escape and returns focus to the button', () => {
    renderHeader();
    const { button } = openMobileMenu();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
