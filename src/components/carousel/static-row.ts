import { prefersReducedMotion } from './use-reduced-motion';

// The carousel before swiper: a row of slides that scrolls sideways (carousel.css), moved by these.

/** Width of one step of the static row: a slide and its gap. */
function slideStep(viewport: HTMLElement): number {
  const slide = viewport.querySelector<HTMLElement>('.carousel__slide');
  if (!slide) return 0;
  return slide.offsetWidth + (parseFloat(getComputedStyle(slide).marginInlineEnd) || 0);
}

/** The static row's first slide in view (0-based), where swiper starts when it takes over. */
export function slideInView(viewport: HTMLElement): number {
  const step = slideStep(viewport);
  return step > 0 ? Math.round(viewport.scrollLeft / step) : 0;
}

/** Scrolls the static row by one slide, or back to its start; instantly under prefers-reduced-motion. */
export function scrollRow(viewport: HTMLElement, to: -1 | 1 | 'start'): void {
  if (typeof viewport.scrollBy !== 'function') return;
  const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
  if (to === 'start') viewport.scrollTo({ left: 0, behavior });
  else viewport.scrollBy({ left: to * slideStep(viewport), behavior });
}
