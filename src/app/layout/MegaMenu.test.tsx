// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/web/render-with-providers';
import { MEGA_MENU_CLOSE_DELAY_MS, MegaMenu, megaMenuPanel } from './MegaMenu';

// A visitor's first hover or focus loads the panel's module; MegaMenu.on-demand.test.tsx covers that step.
beforeAll(() => megaMenuPanel.load());

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderMenu(path = '/') {
  const { location } = renderWithProviders(
    <>
      <MegaMenu />
      <button type="button">Elsewhere</button>
    </>,
    { path },
  );
  const trigger = screen.getByRole('button', { name: 'About the Clinic' });
  const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
  return { location, trigger, panel };
}

const listNamed = (name: string) => screen.getByRole('list', { name });
const hrefs = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('MegaMenu', () => {
  it('is a disclosure: a button with aria-expanded controlling a hidden panel', () => {
    const { trigger, panel } = renderMenu();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard with ArrowDown, showing every column and the call-out', () => {
    const { trigger, panel } = renderMenu();
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });

    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Executive Membership' }));

    expect(hrefs(listNamed('Services'))).toEqual([
      '/iv-therapy-boost-shots',
      '/dna-clinical-testing',
      '/naturopathic-medicine',
      '/audiology',
      '/sports-medicine',
      '/orthopaedic-clinic',
      '/gyno-uro-clinic',
      '/medical-aesthetics',
      '/aging-wellness-clinic',
      '/global-medical-consulting',
      '/geriatric-health-assessment-program',
      '/pelvic-floor-therapy',
      '/mens',
      '/women',
      '/ed-treatment',
    ]);
    expect(hrefs(listNamed('About The Clinic'))).toEqual(['/membership', '/team']);
    expect(screen.getByRole('link', { name: 'Meet the team' }).getAttribute('href')).toBe('/team');
    expect(hrefs(listNamed('Articles'))).toEqual([
      '/article/what-does-prevention-actually-look-like-after-40',
      '/article/how-stress-and-burnout-affect-long-term-health',
      '/article/your-metabolism-isnt-broken-its-misunderstood',
      '/article/the-executive-health-exam-why-one-day-can-change-your-year',
      '/article/womens-health-after-40-what-should-change',
    ]);
    expect(within(panel).getByText('Start Your Healthy Journey')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Explore membership' }).getAttribute('href')).toBe('/membership');
  });

  it('toggles with Enter or Space on the button and closes on Escape, returning focus to it', () => {
    const { trigger, panel } = renderMenu();
    trigger.focus();
    // Enter and Space on a button arrive as a click without pointer detail.
    fireEvent.click(trigger, { detail: 0 });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');

    screen.getByRole('link', { name: 'Audiology' }).focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(trigger);

    fireEvent.click(trigger, { detail: 0 });
    fireEvent.click(trigger, { detail: 0 });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens from the Services link with ArrowDown and sends focus back to it on Escape', () => {
    const { trigger } = renderMenu();
    const services = screen.getByRole('link', { name: 'Services' });
    services.focus();
    fireEvent.keyDown(services, { key: 'ArrowDown' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'IV Therapy & Boost Shots' }));

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(services);
  });

  it('closes when a link in the panel is clicked', () => {
    const { location, trigger, panel } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    fireEvent.click(within(panel).getByRole('link', { name: 'Meet the team' }));
    expect(location.history).toEqual(['/', '/team']);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a link to the page already shown is clicked', () => {
    const { trigger, panel } = renderMenu('/team');
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const link = within(panel).getByRole('link', { name: 'Meet the team' });
    expect(link.getAttribute('aria-current')).toBe('page');
    fireEvent.click(link);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on navigation and stays closed on returning to the page', () => {
    const { location, trigger } = renderMenu();
    fireEvent.click(trigger, { detail: 0 });
    act(() => location.navigate('/team'));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    act(() => location.navigate('/'));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click outside it', () => {
    const { trigger } = renderMenu();
    fireEvent.click(trigger, { detail: 0 });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on mouse hover and closes a moment after the mouse leaves', () => {
    vi.useFakeTimers();
    const { trigger } = renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const servicesItem = screen.getByRole('link', { name: 'Services' }).closest('li') as HTMLElement;

    fireEvent.pointerEnter(servicesItem, { pointerType: 'mouse' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');

    // Leaving and coming back within the grace period keeps it open.
    fireEvent.pointerLeave(nav, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(MEGA_MENU_CLOSE_DELAY_MS - 50));
    fireEvent.pointerEnter(nav, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(MEGA_MENU_CLOSE_DELAY_MS));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');

    fireEvent.pointerLeave(nav, { pointerType: 'mouse' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(MEGA_MENU_CLOSE_DELAY_MS));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps a hover-opened menu open when the button is clicked straight after', () => {
    const { trigger } = renderMenu();
    fireEvent.pointerEnter(trigger.closest('li') as HTMLElement, { pointerType: 'mouse' });
    fireEvent.click(trigger, { detail: 1 });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('does not open on touch "hover", so a tap on the button toggles it once', () => {
    const { trigger } = renderMenu();
    fireEvent.pointerEnter(trigger.closest('li') as HTMLElement, { pointerType: 'touch' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger, { detail: 1 });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('stays open when a keyboard-opened menu loses the mouse', () => {
    vi.useFakeTimers();
    const { trigger } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    fireEvent.pointerLeave(screen.getByRole('navigation', { name: 'Main' }), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(MEGA_MENU_CLOSE_DELAY_MS * 2));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });
});
