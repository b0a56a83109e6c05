// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
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

function renderSlider() {
  stubReducedMotion(false);
  render(<StepsSlider finalAction={<button type="button">Book a consultation</button>} />);
  const track = screen.getByRole('region', { name: 'Membership steps' });
  // jsdom has no layout and no Element.scrollTo: give the track a window-wide step and observe the scroll calls.
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: STEP_WIDTH });
  const scrollTo = vi.fn();
  Object.defineProperty(track, 'scrollTo', { configurable: true, value: scrollTo });
  const status = () => screen.getByRole('status').textContent;
  const wheel = (deltaY: number, deltaX = 0) => fireEvent.wheel(track, { deltaY, deltaX });
  return { track, scrollTo, status, wheel };
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
  it('pages one window-wide step per wheel step, then ignores the wheel for 600 ms', () => {
    vi.useFakeTimers();
    const { status, wheel, scrollTo } = renderSlider();
    expect(status()).toBe('Step 1 of 6');

    expect(wheel(120)).toBe(false); // handled: the page does not scroll
    expect(status()).toBe('Step 2 of 6');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: STEP_WIDTH, behavior: 'smooth' });

    wheel(120);
    vi.advanceTimersByTime(SLIDER_WHEEL_LOCK_MS - 1);
    wheel(120);
    expect(status()).toBe('Step 2 of 6');

    vi.advanceTimersByTime(1);
    wheel(120);
    expect(status()).toBe('Step 3 of 6');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * STEP_WIDTH, behavior: 'smooth' });

    vi.advanceTimersByTime(SLIDER_WHEEL_LOCK_MS);
    wheel(-80);
    expect(status()).toBe('Step 2 of 6');
  });

  it('lets the page scroll on at the first and last steps', () => {
    vi.useFakeTimers();
    const { status, wheel } = renderSlider();
    expect(wheel(-120)).toBe(true); // not cancelled: the page scrolls up
    expect(status()).toBe('Step 1 of 6');

    for (let i = 1; i < MEMBERSHIP_STEP_COUNT; i += 1) {
      wheel(120);
      vi.advanceTimersByTime(SLIDER_WHEEL_LOCK_MS);
    }
    expect(status()).toBe('Step 6 of 6');
    expect(wheel(120)).toBe(true);
    expect(status()).toBe('Step 6 of 6');
  });

  it('leaves sideways wheel input (trackpads) to native scrolling', () => {
    const { status, wheel } = renderSlider();
    expect(wheel(10, 60)).toBe(true);
    expect(status()).toBe('Step 1 of 6');
  });

  it('moves a step with the arrow keys on the focusable track', () => {
    const { track, status } = renderSlider();
    expect(track.tabIndex).toBe(0);
    expect(track.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(status()).toBe('Step 3 of 6');
    fireEvent.keyDown(track, { key: 'ArrowLeft' });
    expect(status()).toBe('Step 2 of 6');
    fireEvent.keyDown(track, { key: 'End' });
    expect(status()).toBe('Step 6 of 6');
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(status()).toBe('Step 6 of 6');
    fireEvent.keyDown(track, { key: 'Home' });
    expect(status()).toBe('Step 1 of 6');
  });

  it('moves a step with the Previous and Next buttons, which say when they are at an end', () => {
    const { status } = renderSlider();
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
  });

  it('shows all six steps in the track, with the booking button on the last', () => {
    const { track } = renderSlider();
    const slides = within(track).getAllByRole('listitem');
    expect(slides).toHaveLength(MEMBERSHIP_STEP_COUNT);
    expect(slides[0]?.getAttribute('aria-current')).toBe('step');
    expect(within(slides[5] as HTMLElement).getByRole('button', { name: 'Book a consultation' })).toBeTruthy();
  });
});
