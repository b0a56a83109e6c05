// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubReducedMotion } from '../../../tests/support/web/browser-fakes';
import { Carousel, DEFAULT_AUTOPLAY_MS } from './Carousel';

const SLIDES = ['Sports medicine', 'Audiology', 'DNA analysis', 'Naturopathic medicine'].map((name) => (
  <article key={name}>
    <h3>{name}</h3>
  </article>
));
const BREAKPOINTS = { 200: { slidesPerView: 1 }, 1100: { slidesPerView: 3 } };

afterEach(() => {
  cleanup();
  stubReducedMotion(undefined);
  document.body.innerHTML = '';
});

describe('Carousel', () => {
  it('prerenders every slide as plain HTML, labelled "n of m", without swiper', () => {
    const html = renderToString(<Carousel label="Our services" slides={SLIDES} breakpoints={BREAKPOINTS} />);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="Our services"');
    for (const name of ['Sports medicine', 'Audiology', 'DNA analysis', 'Naturopathic medicine']) {
      expect(html).toContain(name);
    }
    expect(html).toContain('aria-label="4 of 4"');
    expect(html).not.toContain('swiper-initialized');
    // The breakpoints reach the static layout as custom properties on the region.
    expect(html).toMatch(/--carousel-per-view-1100:\s*3/);
  });

  it('renders a labelled region of slides with Previous/Next controls and no Pause control without autoplay', () => {
    render(
      <Carousel label="Our services" slides={SLIDES} breakpoints={BREAKPOINTS} spaceBetween={60} autoplayMs={false} />,
    );
    const region = screen.getByRole('region', { name: 'Our services' });
    expect(region).toHaveProperty('ariaRoleDescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(within(slides[1] as HTMLElement).getByRole('heading', { name: 'Audiology' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /(pause|play) carousel/i })).toBeNull();
    expect(region.style.getPropertyValue('--carousel-gap-1100')).toBe('60px');
  });

  it('autoplays every 3000 ms when a carousel sets no delay (spec default), with a Pause control', () => {
    expect(DEFAULT_AUTOPLAY_MS).toBe(3000);
    stubReducedMotion(false);
    render(<Carousel label="Team member profiles" slides={SLIDES} breakpoints={BREAKPOINTS} loop />);
    expect(screen.getByRole('button', { name: 'Pause carousel' })).toBeTruthy();
  });

  it('does not autoplay by default under prefers-reduced-motion: it offers Play instead', () => {
    stubReducedMotion(true);
    render(<Carousel label="Team member profiles" slides={SLIDES} breakpoints={BREAKPOINTS} loop />);
    expect(screen.getByRole('button', { name: 'Play carousel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pause carousel' })).toBeNull();
  });

  it('shows a Pause control with autoplay, which toggles to Play', () => {
    render(<Carousel label="Our services" slides={SLIDES} breakpoints={BREAKPOINTS} autoplayMs={1500} loop />);
    const pause = screen.getByRole('button', { name: 'Pause carousel' });
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-label')).toBe('Play carousel');
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-label')).toBe('Pause carousel');
  });

  it('starts paused under prefers-reduced-motion, and the visitor can still press Play', () => {
    stubReducedMotion(true);
    render(<Carousel label="Testimonials" slides={SLIDES} breakpoints={BREAKPOINTS} autoplayMs={3500} />);
    const play = screen.getByRole('button', { name: 'Play carousel' });
    fireEvent.click(play);
    expect(screen.getByRole('button', { name: 'Pause carousel' })).toBe(play);
  });

  it('plays by default when reduced motion is not asked for', () => {
    stubReducedMotion(false);
    render(<Carousel label="Testimonials" slides={SLIDES} breakpoints={BREAKPOINTS} autoplayMs={3500} />);
    expect(screen.getByRole('button', { name: 'Pause carousel' })).toBeTruthy();
  });

  it('keeps Previous/Next usable before swiper has loaded (the static row scrolls)', () => {
    render(<Carousel label="Our services" slides={SLIDES} breakpoints={BREAKPOINTS} />);
    const region = screen.getByRole('region', { name: 'Our services' });
    expect(() => fireEvent.click(within(region).getByRole('button', { name: 'Next slide' }))).not.toThrow();
    expect(within(region).getByRole('button', { name: 'Next slide' }).hasAttribute('aria-disabled')).toBe(false);
    expect(region.querySelector('.carousel--enhanced')).toBeNull();
  });

  it('loads swiper only once the visitor engages with the carousel', async () => {
    render(<Carousel label="Our services" slides={SLIDES} breakpoints={BREAKPOINTS} autoplayMs={false} />);
    const region = screen.getByRole('region', { name: 'Our services' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(region.classList.contains('carousel--enhanced')).toBe(false);
    fireEvent.pointerDown(region);
    await waitFor(() => expect(region.classList.contains('carousel--enhanced')).toBe(true));
  });

  it('rotates the static row on its delay while on screen, without swiper, until paused or engaged', async () => {
    stubReducedMotion(false);
    // jsdom has no IntersectionObserver: this one reports the carousel in view as soon as it is observed.
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(target: Element) {
          observed.push(target);
          this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      render(
        <Carousel
          label="Testimonials"
          slides={SLIDES}
          breakpoints={BREAKPOINTS}
          autoplayMs={3500}
          swiperOnEngageOnly
        />,
      );
      const region = screen.getByRole('region', { name: 'Testimonials' });
      expect(observed).toEqual([region]);
      const viewport = region.querySelector<HTMLElement>('.carousel__viewport') as HTMLElement;
      // A row three slides wide, showing one: two steps to its end, then back to the start.
      Object.defineProperties(viewport, { clientWidth: { value: 100 }, scrollWidth: { value: 300 } });
      const scrollBy = vi.fn((options: ScrollToOptions) => {
        viewport.scrollLeft += options.left ?? 0;
      });
      const scrollTo = vi.fn(() => {
        viewport.scrollLeft = 0;
      });
      Object.assign(viewport, { scrollBy, scrollTo });
      Object.defineProperty(viewport.querySelector('.carousel__slide'), 'offsetWidth', { value: 100 });

      await act(async () => vi.advanceTimersByTime(3400));
      expect(scrollBy).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(3 * 3500));
      expect(scrollBy.mock.calls).toEqual([[{ left: 100, behavior: 'smooth' }], [{ left: 100, behavior: 'smooth' }]]);
      expect(scrollTo).toHaveBeenCalledTimes(1);

      fireEvent.click(screen.getByRole('button', { name: 'Pause carousel' }));
      await act(async () => vi.advanceTimersByTime(5 * 3500));
      expect(scrollBy).toHaveBeenCalledTimes(2);
      expect(region.classList.contains('carousel--enhanced')).toBe(false);

      // A touch hands the row to swiper, from the slide it shows.
      vi.useRealTimers();
      viewport.scrollLeft = 100;
      fireEvent.pointerDown(region);
      await waitFor(() => expect(region.classList.contains('carousel--enhanced')).toBe(true));
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('hands a rotating carousel to swiper once it has been on screen 5 s, unless it waits for the visitor', async () => {
    stubReducedMotion(false);
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      render(<Carousel label="Testimonials" slides={SLIDES} breakpoints={BREAKPOINTS} autoplayMs={3500} />);
      render(<Carousel label="Partners" slides={SLIDES} breakpoints={BREAKPOINTS} swiperOnEngageOnly />);
      const handed = screen.getByRole('region', { name: 'Testimonials' });
      const waiting = screen.getByRole('region', { name: 'Partners' });
      await act(async () => vi.advanceTimersByTime(4900));
      expect(handed.classList.contains('carousel--enhanced')).toBe(false);
      await act(async () => vi.advanceTimersByTime(200));
      vi.useRealTimers();
      await waitFor(() => expect(handed.classList.contains('carousel--enhanced')).toBe(true));
      expect(waiting.classList.contains('carousel--enhanced')).toBe(false);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('puts the controls before the slides in focus order', () => {
    render(<Carousel label="Our services" slides={SLIDES} breakpoints={BREAKPOINTS} autoplayMs={1500} />);
    const region = screen.getByRole('region', { name: 'Our services' });
    const buttons = within(region).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Pause carousel',
      'Previous slide',
      'Next slide',
    ]);
  });

  it('prerenders both rotation controls, for the stylesheet to show the one matching the motion preference', () => {
    const html = renderToString(
      <Carousel label="Testimonials" slides={SLIDES} breakpoints={BREAKPOINTS} autoplayMs={3500} />,
    );
    expect(html).toMatch(/<button[^>]*class="[^"]*carousel__button--when-motion"[^>]*aria-label="Pause carousel"/);
    expect(html).toMatch(/<button[^>]*class="[^"]*carousel__button--when-reduced"[^>]*aria-label="Play carousel"/);
  });

  it.each([false, true])(
    'keeps the matching prerendered control once hydrated (reduced motion: %s)',
    async (reduce) => {
      const carousel = <Carousel label="Testimonials" slides={SLIDES} breakpoints={BREAKPOINTS} autoplayMs={3500} />;
      const container = document.createElement('div');
      container.innerHTML = renderToString(carousel);
      document.body.append(container);
      const matching = container.querySelector(`.carousel__button--when-${reduce ? 'reduced' : 'motion'}`);
      stubReducedMotion(reduce);
      const onRecoverableError = vi.fn();
      const root = await act(async () => hydrateRoot(container, carousel, { onRecoverableError }));

      expect(onRecoverableError).not.toHaveBeenCalled();
      const rotation = container.querySelectorAll('[data-carousel-rotation]');
      expect(rotation).toHaveLength(1);
      expect(rotation[0]).toBe(matching);
      expect(rotation[0]?.getAttribute('aria-label')).toBe(reduce ? 'Play carousel' : 'Pause carousel');
      expect(rotation[0]?.className).not.toMatch(/--when-/);
      act(() => root.unmount());
    },
  );
});
