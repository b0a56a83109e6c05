import { describe, expect, it } from 'vitest';
import {
  layoutStyle,
  maxSlidesPerView,
  resolveBreakpoints,
  swiperBreakpoints,
  unsupportedBreakpoints,
} from './carousel-layout';

describe('carousel layout', () => {
  it('resolves the spec services carousel (1 from 200px, 3 from 1100px, spacing 60) cumulatively from 0', () => {
    const steps = resolveBreakpoints({ 200: { slidesPerView: 1 }, 1100: { slidesPerView: 3 } }, 60);
    expect(steps).toEqual([
      { minWidth: 0, slidesPerView: 1, spaceBetween: 60 },
      { minWidth: 200, slidesPerView: 1, spaceBetween: 60 },
      { minWidth: 1100, slidesPerView: 3, spaceBetween: 60 },
    ]);
    expect(maxSlidesPerView(steps)).toBe(3);
  });

  it('carries a breakpoint spacing up to larger widths and repeats every value for swiper', () => {
    const steps = resolveBreakpoints({ 0: { slidesPerView: 1, spaceBetween: 20 }, 1000: { slidesPerView: 3 } });
    expect(swiperBreakpoints(steps)).toEqual({
      0: { slidesPerView: 1, spaceBetween: 20 },
      1000: { slidesPerView: 3, spaceBetween: 20 },
    });
  });

  it('writes one custom property pair per breakpoint for the prerendered layout', () => {
    const steps = resolveBreakpoints({
      200: { slidesPerView: 1 },
      550: { slidesPerView: 2 },
      800: { slidesPerView: 3 },
      1000: { slidesPerView: 4 },
      1200: { slidesPerView: 5 },
    });
    expect(layoutStyle(steps)).toEqual({
      '--carousel-per-view-0': '1',
      '--carousel-gap-0': '24px',
      '--carousel-per-view-200': '1',
      '--carousel-gap-200': '24px',
      '--carousel-per-view-550': '2',
      '--carousel-gap-550': '24px',
      '--carousel-per-view-800': '3',
      '--carousel-gap-800': '24px',
      '--carousel-per-view-1000': '4',
      '--carousel-gap-1000': '24px',
      '--carousel-per-view-1200': '5',
      '--carousel-gap-1200': '24px',
    });
    expect(unsupportedBreakpoints(steps)).toEqual([]);
  });

  it('maps a width carousel.css has no media query for to the next one it has, and reports it', () => {
    const steps = resolveBreakpoints({ 900: { slidesPerView: 2 } });
    expect(layoutStyle(steps)).toMatchObject({ '--carousel-per-view-1000': '2' });
    expect(unsupportedBreakpoints(steps)).toEqual([900]);
  });
});
