// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBERSHIP_STEP_COUNT, SLIDER_WHEEL_LOCK_MS } from '../constants';
import { MEMBERSHIP_STEPS } from '../content/steps';
import { stubReducedMotion } from '../../../../tests/support/web/browser-fakes';
import { StepsSlider } from './StepsSlider';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  stubReducedMotion(undefined);
});

const STEP_WIDTH = 1280;

/** The slider's carousel loads as the steps near the viewport (at once in jsdom, which has no IntersectionObserver). */
async function renderSlider() {
  stubReducedMotion(false);
  render(<StepsSlider finalAction={<button type="button">Book a consultation</button>} />);
  const region = await screen.findByRole('region', { name: 'Membership steps' });
  const viewport = region.querySelector<HTMLElement>('.carousel__viewport') as HTMLElement;
  const status = () => screen.getByRole('status').textContent;
  return { region, viewport, status };
}

/**
 * Brings a mouse over the slides, which loads swiper, as a visitor about to turn the wheel does. jsdom has no layout:
 * the viewport is given a window-wide step so that swiper can measure its slides.
 */
async function engageWithMouse() {
  const slider = await renderSlider();
  Object.defineProperty(slider.viewport, 'clientWidth', { configurable: true, value: STEP_WIDTH });
  fireEvent.pointerOver(slider.viewport, { pointerType: 'mouse' });
  await waitFor(() => expect(slider.region.classList.contains('carousel--enhanced')).toBe(true));
  const track = slider.viewport.querySelector('.carousel__track') as HTMLElement;
  /** The end of swiper's slide animation (no CSS transitions run in jsdom). */
  const settle = () => fireEvent(track, new Event('transitionend'));
  const wheel = (deltaY: number, deltaX = 0) => fireEvent.wheel(slider.viewport, { deltaY, deltaX });
  return { ...slider, settle, wheel };
}

const stepHeadings = (container: HTMLElement) =>
  within(container)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('StepsSlider fallback', () => {
  it('prerenders the six steps as plain stacked cards, with no slider controls', () => {
    const html = renderToString(<StepsSlider finalAction={<button type="button">Book a consultation</button>} />);
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelectorAll('ol > li')).toHaveLength(MEMBERSHIP_STEP_COUNT);
    expect(stepHeadings(host)).toEqual(MEMBERSHIP_STEPS.map((step) => step.title));
    expect(host.querySelector('[role="region"], [role="status"]')).toBeNull();
    expect(within(host).getByRole('button', { name: 'Book a consultation' })).toBeTruthy();
  });

  it('stays stacked for visitors who prefer reduced motion', () => {
    stubReducedMotion(true);
    const { container } = render(<StepsSlider />);
    expect(screen.queryByRole('region', { name: 'Membership steps' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next step' })).toBeNull();
    expect(container.querySelectorAll('.steps-stack > li')).toHaveLength(MEMBERSHIP_STEP_COUNT);
  });
});

describe('StepsSlider', () => {
  it('is the shared carousel: six steps, one per view, described for the keyboard, the booking button on the last', async () => {
    const { region, viewport, status } = await renderSlider();
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(region.getAttribute('aria-describedby')).toBeTruthy();
    expect(viewport.tabIndex).toBe(0);
    expect(status()).toBe('Step 1 of 6');
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(MEMBERSHIP_STEP_COUNT);
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      Array.from({ length: MEMBERSHIP_STEP_COUNT }, (_, i) => `${i + 1} of ${MEMBERSHIP_STEP_COUNT}`),
    );
    expect(within(slides[5] as HTMLElement).getByRole('button', { name: 'Book a consultation' })).toBeTruthy();
    expect(region.style.getPropertyValue('--carousel-per-view-0')).toBe('1');
  });

  it('moves a step with the Previous and Next buttons before swiper has loaded, which say when they are at an end', async () => {
    const { region, status } = await renderSlider();
    const previous = screen.getByRole('button', { name: 'Previous step' });
    const next = screen.getByRole('button', { name: 'Next step' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(previous);
    expect(status()).toBe('Step 1 of 6');
    fireEvent.click(next);
    expect(status()).toBe('Step 2 of 6');
    expect(previous.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(previous);
    expect(status()).toBe('Step 1 of 6');
    for (let i = 1; i < MEMBERSHIP_STEP_COUNT + 1; i += 1) fireEvent.click(next);
    expect(status()).toBe('Step 6 of 6');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(region.classList.contains('carousel--enhanced')).toBe(false);
  });

  it('loads swiper when a mouse comes over it; the wheel then pages one step, then nothing for 600 ms', async () => {
    // The clock stops before swiper starts: its lock counts from its start, which a busy machine could otherwise
    // put more than the lock's length before the first turn of the wheel.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { status, wheel, settle } = await engageWithMouse();
    expect(status()).toBe('Step 1 of 6');
    // Swiper counts its lock from its own start too: a turn of the wheel in the first 600 ms after the mouse arrives
    // (and swiper with it) is held like any other within the lock.
    expect(wheel(120)).toBe(false);
    expect(status()).toBe('Step 1 of 6');
    vi.advanceTimersByTime(SLIDER_WHEEL_LOCK_MS);

    expect(wheel(120)).toBe(false); // handled: the page does not scroll
    expect(status()).toBe('Step 2 of 6');
    settle();

    vi.advanceTimersByTime(SLIDER_WHEEL_LOCK_MS / 2);
    expect(wheel(120)).toBe(false); // within the lock: held, not passed to the page
    expect(status()).toBe('Step 2 of 6');

    vi.advanceTimersByTime(SLIDER_WHEEL_LOCK_MS / 2);
    wheel(120);
    expect(status()).toBe('Step 3 of 6');
    settle();

    vi.advanceTimersByTime(SLIDER_WHEEL_LOCK_MS);
    wheel(-80);
    expect(status()).toBe('Step 2 of 6');
  });

  it('lets the page scroll on at the first and last steps', async () => {
    // The clock stops before swiper starts: its lock counts from its start, which a busy machine could otherwise
    // put more than the lock's length before the first turn of the wheel.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { status, wheel, settle } = await engageWithMouse();
    expect(wheel(-120)).toBe(true); // not cancelled: the page scrolls up
    expect(status()).toBe('Step 1 of 6');

    for (let i = 1; i < MEMBERSHIP_STEP_COUNT; i += 1) {
      vi.advanceTimersByTime(SLIDER_WHEEL_LOCK_MS);
      wheel(120);
      settle();
    }
    expect(status()).toBe('Step 6 of 6');
    vi.advanceTimersByTime(SLIDER_WHEEL_LOCK_MS);
    expect(wheel(120)).toBe(true);
    expect(status()).toBe('Step 6 of 6');
  });

  it('takes focus, which loads swiper; then the arrow keys move a step, Home and End to either end', async () => {
    const { region, viewport, status } = await renderSlider();
    Object.defineProperty(viewport, 'clientWidth', { configurable: true, value: STEP_WIDTH });
    act(() => viewport.focus());
    await waitFor(() => expect(region.classList.contains('carousel--enhanced')).toBe(true));
    // Still the focus stop the description speaks of, now that swiper moves the slides.
    expect(viewport.tabIndex).toBe(0);
    expect(document.activeElement).toBe(viewport);
    const track = viewport.querySelector('.carousel__track') as HTMLElement;
    const press = (key: string, keyCode: number) => {
      fireEvent.keyDown(viewport, { key, keyCode });
      fireEvent(track, new Event('transitionend'));
    };
    await waitFor(() => {
      press('ArrowRight', 39);
      expect(status()).toBe('Step 2 of 6');
    });
    press('ArrowRight', 39);
    expect(status()).toBe('Step 3 of 6');
    press('ArrowLeft', 37);
    expect(status()).toBe('Step 2 of 6');
    press('End', 35);
    expect(status()).toBe('Step 6 of 6');
    press('ArrowRight', 39);
    expect(status()).toBe('Step 6 of 6');
    press('Home', 36);
    expect(status()).toBe('Step 1 of 6');
  });
});
