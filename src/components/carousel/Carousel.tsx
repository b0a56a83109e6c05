import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import {
  layoutStyle,
  maxSlidesPerView,
  SLIDE_SPEED_MS,
  resolveBreakpoints,
  unsupportedBreakpoints,
  type CarouselBreakpoints,
} from './carousel-layout';
import type { CarouselEdges, CarouselEngine } from './swiper-engine';
import { CarouselIcon } from './CarouselIcon';
import { RotationButton } from './RotationButton';
import { useCarouselAttention } from './use-carousel-attention';
import { useReducedMotion } from './use-reduced-motion';
import './carousel.css';

export type { CarouselBreakpoints } from './carousel-layout';

export type CarouselProps = {
  /** Accessible name, e.g. "Our services". */
  label: string;
  slides: ReactNode[];
  /** Minimum viewport widths (px) to settings, as in the spec's tables. */
  breakpoints: CarouselBreakpoints;
  /** Gap in px where a breakpoint sets none (default 24). */
  spaceBetween?: number;
  /**
   * Autoplay delay in ms, DEFAULT_AUTOPLAY_MS when omitted, `false` for none. Rotation always has a Pause control and
   * never starts under prefers-reduced-motion.
   */
  autoplayMs?: number | false;
  loop?: boolean;
  className?: string;
};

/** Spec, section 9: the autoplay delay of a carousel that sets none. */
export const DEFAULT_AUTOPLAY_MS = 3000;

/**
 * The first rotation waits at least this long after the carousel comes near the screen: the page has long settled
 * by then, and the first slide has been there long enough to read.
 */
const FIRST_ROTATION_MIN_MS = 5000;

/** A rotating carousel's first rotation counts from when it comes this close to the viewport. */
const LOAD_MARGIN = '300px';

/**
 * A carousel whose slides are plain HTML first (prerendered, laid out by carousel.css from the breakpoints, so it
 * reads and scrolls without script). In the browser, swiper is loaded only when the visitor engages with the carousel
 * or its first rotation is due, and takes over the same elements at the same sizes. With autoplay there is a Pause/Play control; rotation never starts
 * under prefers-reduced-motion and stops while the pointer is over the slides or focus is inside the carousel.
 */
export function Carousel({
  label,
  slides,
  breakpoints,
  spaceBetween,
  autoplayMs = DEFAULT_AUTOPLAY_MS,
  loop = false,
  className,
}: CarouselProps) {
  const steps = useMemo(() => resolveBreakpoints(breakpoints, spaceBetween), [breakpoints, spaceBetween]);
  const stepsKey = JSON.stringify(steps);
  const style = useMemo(() => layoutStyle(steps), [steps]);
  const count = slides.length;
  // Swiper's loop needs more slides than fit in view; with fewer it would misbehave.
  const canLoop = loop && count > maxSlidesPerView(steps);
  const hasAutoplay = autoplayMs !== false && autoplayMs > 0;

  const sectionRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<CarouselEngine | null>(null);
  const trackId = useId();
  const reducedMotion = useReducedMotion();
  const knowsMotionPreference = useHydrated();
  const [near, setNear] = useState(false);
  const [ready, setReady] = useState(false);
  const [edges, setEdges] = useState<CarouselEdges>({ atStart: true, atEnd: false, locked: false });
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const { focusInside, hovering } = useCarouselAttention(sectionRef, viewportRef, count, () => setNear(true));
  const [announcement, setAnnouncement] = useState('');

  const playing = hasAutoplay && (userPlaying ?? !reducedMotion);
  // Focus on the Pause/Play control itself does not hold rotation, so pressing Play takes effect at once.
  const rotating = ready && playing && (focusInside === 'none' || focusInside === 'rotation-control') && !hovering;

  // Swiper (24 kB) is no part of loading the page: the static row already reads, scrolls and swipes. It loads when
  // the visitor engages with the carousel (focus, a touch or a click in it), or, for a rotating carousel, when its
  // first rotation is due: its delay, and at least FIRST_ROTATION_MIN_MS, after it first comes near the viewport.
  const rotationDueRef = useRef(false);
  const delay = hasAutoplay ? autoplayMs : undefined;
  useEffect(() => {
    const section = sectionRef.current;
    if (!section || near) return;
    const engage = () => setNear(true);
    section.addEventListener('pointerdown', engage, { passive: true });
    section.addEventListener('touchstart', engage, { passive: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer =
      playing && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver(
            (entries) => {
              if (timer !== undefined || !entries.some((entry) => entry.isIntersecting)) return;
              timer = setTimeout(
                () => {
                  rotationDueRef.current = true;
                  setNear(true);
                },
                Math.max(delay ?? 0, FIRST_ROTATION_MIN_MS),
              );
            },
            { rootMargin: LOAD_MARGIN },
          )
        : null;
    observer?.observe(section);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      section.removeEventListener('pointerdown', engage);
      section.removeEventListener('touchstart', engage);
    };
  }, [near, playing, delay]);

  useEffect(() => {
    if (!import.meta.env.DEV) return;
    const odd = unsupportedBreakpoints(JSON.parse(stepsKey));
    if (odd.length > 0) console.warn(`Carousel "${label}": no CSS media query for breakpoints ${odd.join(', ')}.`);
  }, [stepsKey, label]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!near || !viewport) return;
    let cancelled = false;
    import('./swiper-engine')
      .then(({ createCarouselEngine }) => {
        if (cancelled) return;
        engineRef.current = createCarouselEngine(viewport, {
          steps: JSON.parse(stepsKey),
          loop: canLoop,
          autoplayMs: delay,
          onEdgesChange: setEdges,
          onKeyboardMove: (index) => setAnnouncement(`Slide ${index + 1} of ${count}`),
        });
        setReady(true);
      })
      .catch((error: unknown) => {
        // The static layout stays usable (it scrolls), so a failed chunk only costs the enhancement.
        console.error('Carousel: swiper failed to load.', error);
      });
    return () => {
      cancelled = true;
      engineRef.current?.destroy(true, true);
      engineRef.current = null;
      setReady(false);
    };
  }, [near, stepsKey, canLoop, count, delay]);

  useEffect(() => {
    const autoplay = engineRef.current?.autoplay;
    if (!ready || !autoplay) return;
    if (rotating && !autoplay.running) {
      autoplay.start();
      // Swiper loaded because the first rotation was due: make it now, not one more delay later.
      if (rotationDueRef.current) engineRef.current?.slideNext();
    }
    rotationDueRef.current = false;
    if (!rotating && autoplay.running) autoplay.stop();
  }, [ready, rotating]);

  useEffect(() => {
    const engine = engineRef.current;
    if (!ready || !engine) return;
    engine.params.speed = reducedMotion ? 0 : SLIDE_SPEED_MS;
    // Arrow keys move this carousel only while focus is in it (never behind a popup).
    if (focusInside === 'content' || focusInside === 'rotation-control') engine.keyboard.enable();
    else engine.keyboard.disable();
  }, [ready, reducedMotion, focusInside]);

  const go = (direction: -1 | 1) => {
    const engine = engineRef.current;
    if (engine) {
      if (direction < 0) engine.slidePrev();
      else engine.slideNext();
      setAnnouncement(`Slide ${engine.realIndex + 1} of ${count}`);
      return;
    }
    // Before swiper has loaded: scroll the static layout by one slide.
    const viewport = viewportRef.current;
    const slide = viewport?.querySelector<HTMLElement>('.carousel__slide');
    if (!viewport || !slide || typeof viewport.scrollBy !== 'function') return;
    const gap = parseFloat(getComputedStyle(slide).marginInlineEnd) || 0;
    viewport.scrollBy({ left: direction * (slide.offsetWidth + gap), behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  const atStart = ready && !canLoop && edges.atStart;
  const atEnd = ready && !canLoop && edges.atEnd;
  const classes = ['carousel', ready && 'carousel--enhanced', ready && edges.locked && 'carousel--locked', className];

  return (
    <section
      ref={sectionRef}
      className={classes.filter(Boolean).join(' ')}
      style={style}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className="carousel__controls">
        {/* Prerendered (and until hydrated), the motion preference is unknown to script: both rotation controls are
            in the HTML, and carousel.css shows the one that matches it, so the control is right before any script
            runs. Then only that one stays (the same element, keyed by the preference). */}
        {hasAutoplay
          ? (knowsMotionPreference ? [reducedMotion ? 'reduced' : 'motion'] : ['motion', 'reduced']).map((variant) => (
              <RotationButton
                key={variant}
                playing={knowsMotionPreference ? playing : variant === 'motion'}
                onPress={setUserPlaying}
                className={knowsMotionPreference ? undefined : `carousel__button--when-${variant}`}
              />
            ))
          : null}
        <button
          type="button"
          className="carousel__button"
          aria-label="Previous slide"
          aria-controls={trackId}
          aria-disabled={atStart || undefined}
          onClick={() => !atStart && go(-1)}
        >
          <CarouselIcon name="previous" />
        </button>
        <button
          type="button"
          className="carousel__button"
          aria-label="Next slide"
          aria-controls={trackId}
          aria-disabled={atEnd || undefined}
          onClick={() => !atEnd && go(1)}
        >
          <CarouselIcon name="next" />
        </button>
      </div>
      {/* Keyed by the slide count: swiper reorders these elements, so a different count means a fresh subtree.
          Until swiper runs, the viewport scrolls sideways and takes focus for keyboard scrolling (slides may hold
          nothing focusable); once it runs, the buttons and arrow keys move it instead. */}
      <div ref={viewportRef} key={count} className="swiper carousel__viewport" tabIndex={ready ? undefined : 0}>
        <div className="swiper-wrapper carousel__track" id={trackId}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className="swiper-slide carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* Announces the slide reached with the Previous/Next buttons or arrow keys; rotation is never announced. */}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
