import type { CSSProperties } from 'react';

export type CarouselBreakpoints = Record<number, { slidesPerView: number; spaceBetween?: number }>;

/** One step of a carousel's layout: from `minWidth` (viewport px) up, `slidesPerView` slides `spaceBetween` px apart. */
export type ResolvedBreakpoint = { minWidth: number; slidesPerView: number; spaceBetween: number };

/**
 * Viewport widths that carousel.css has media queries for, so the prerendered layout can follow a carousel's
 * breakpoints without script. The spec's widths (200, 550, 800, 1000, 1100, 1200) plus common ones.
 * A breakpoint not listed here still works once swiper runs; before that it takes effect at the next listed width.
 */
export const CSS_BREAKPOINTS = [0, 200, 480, 550, 640, 768, 800, 1000, 1024, 1100, 1200, 1280, 1440] as const;

/** Gap between slides when neither `spaceBetween` nor a breakpoint sets one (px). */
export const DEFAULT_SPACE_BETWEEN = 24;

/**
 * Turns the props into a complete, cumulative list starting at 0: each step repeats every value, because swiper
 * otherwise keeps a value from the previously matched breakpoint when a smaller one leaves it out.
 */
export function resolveBreakpoints(
  breakpoints: CarouselBreakpoints,
  spaceBetween: number = DEFAULT_SPACE_BETWEEN,
): ResolvedBreakpoint[] {
  const widths = Object.keys(breakpoints)
    .map(Number)
    .filter((width) => Number.isFinite(width) && width >= 0)
    .sort((a, b) => a - b);
  const steps: ResolvedBreakpoint[] = [];
  let current: ResolvedBreakpoint = { minWidth: 0, slidesPerView: 1, spaceBetween };
  for (const width of widths) {
    const step = breakpoints[width];
    if (!step) continue;
    current = {
      minWidth: width,
      slidesPerView: Math.max(1, step.slidesPerView),
      spaceBetween: step.spaceBetween ?? current.spaceBetween,
    };
    if (width === 0) steps.length = 0;
    steps.push(current);
  }
  if (steps[0]?.minWidth !== 0) steps.unshift({ minWidth: 0, slidesPerView: 1, spaceBetween });
  return steps;
}

/** The largest number of slides shown side by side at any width. */
export function maxSlidesPerView(steps: ResolvedBreakpoint[]): number {
  return Math.max(...steps.map((step) => step.slidesPerView));
}

/** Breakpoints that carousel.css cannot follow before swiper runs (reported in development). */
export function unsupportedBreakpoints(steps: ResolvedBreakpoint[]): number[] {
  const supported: readonly number[] = CSS_BREAKPOINTS;
  return steps.map((step) => step.minWidth).filter((width) => !supported.includes(width));
}

/**
 * Custom properties read by carousel.css: `--carousel-per-view-<width>` and `--carousel-gap-<width>` for each step.
 * A step between two listed widths is applied from the next listed width up.
 */
export function layoutStyle(steps: ResolvedBreakpoint[]): CSSProperties {
  const style: Record<string, string> = {};
  for (const step of steps) {
    const cssWidth = CSS_BREAKPOINTS.find((width) => width >= step.minWidth);
    if (cssWidth === undefined) continue;
    style[`--carousel-per-view-${cssWidth}`] = String(step.slidesPerView);
    style[`--carousel-gap-${cssWidth}`] = `${step.spaceBetween}px`;
  }
  return style as CSSProperties;
}

/** Swiper's `breakpoints` option for the same steps. */
export function swiperBreakpoints(
  steps: ResolvedBreakpoint[],
): Record<number, { slidesPerView: number; spaceBetween: number }> {
  return Object.fromEntries(
    steps.map((step) => [step.minWidth, { slidesPerView: step.slidesPerView, spaceBetween: step.spaceBetween }]),
  );
}

/** Slide animation length in ms; the carousel uses 0 under prefers-reduced-motion. */
export const SLIDE_SPEED_MS = 400;
