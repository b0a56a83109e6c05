import type { ReactNode } from 'react';
import './carousel.css';

export type CarouselBreakpoints = Record<number, { slidesPerView: number; spaceBetween?: number }>;

export type CarouselProps = {
  /** Accessible name, e.g. "Our services". */
  label: string;
  slides: ReactNode[];
  /** Minimum viewport widths (px) to settings, as in the spec's tables. */
  breakpoints: CarouselBreakpoints;
  spaceBetween?: number;
  /** Autoplay delay in ms; omit for no autoplay. Never autoplays under prefers-reduced-motion. */
  autoplayMs?: number;
  loop?: boolean;
  className?: string;
};

/**
 * A carousel whose first slides are plain HTML (prerendered, no script needed). The interactive
 * version (swiper, loaded only when the carousel nears the viewport, with a pause control) replaces
 * this static layout in the browser.
 */
export function Carousel({ label, slides, className }: CarouselProps) {
  return (
    <section
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <ul className="carousel__track">
        {slides.map((slide, i) => (
          <li
            key={i}
            className="carousel__slide"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
          >
            {slide}
          </li>
        ))}
      </ul>
    </section>
  );
}
