import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import {
  layoutStyle,
  maxSlidesPerView,
  resolveBreakpoints,
  unsupportedBreakpoints,
  type CarouselBreakpoints,
} from './carousel-layout';
import { CarouselControls } from './CarouselControls';
import { scrollRow } from './static-row';
import { useCarouselAttention } from './use-carousel-attention';
import { useCarouselEngine } from './use-carousel-engine';
import { useReducedMotion } from './use-reduced-motion';
import { useStaticRow } from './use-static-row';
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
  /**
   * Load swiper only when the visitor engages with the carousel, never for autoplay: the static row rotates by
   * itself for as long as nobody touches it. Otherwise swiper also takes over rotation once the page has settled
   * (SWIPER_FOR_ROTATION_MS after the carousel comes on screen).
   */
  swiperOnEngageOnly?: boolean;
  /**
   * Vertical wheel input pages one slide, then the wheel moves nothing for this long (ms); at the first and last slide
   * the page scrolls on. Swiper's Mousewheel does it, so swiper loads as soon as a mouse pointer comes over the slides.
   */
  wheelLockMs?: number;
  /**
   * The page's own controls in place of the Previous/Next icon buttons (without autoplay), given where the carousel
   * is. They then say where it is too: the carousel's own announcement is left out.
   */
  renderControls?: (position: CarouselPosition) => ReactNode;
  /**
   * How to operate it, for assistive technology (a visually hidden description of the region). The slides then stay
   * a focus stop once swiper runs, where the arrow keys it describes work.
   */
  description?: string;
  className?: string;
};

/** Where a carousel is, for controls a page renders itself (`renderControls`). */
export type CarouselPosition = {
  /** The first slide in view (0-based). */
  index: number;
  count: number;
  atStart: boolean;
  atEnd: boolean;
  go: (direction: -1 | 1) => void;
  /** The id of the slides' track, for the controls' aria-controls. */
  trackId: string;
};

/** Spec, section 9: the autoplay delay of a carousel that sets none. */
export const DEFAULT_AUTOPLAY_MS = 3000;

/**
 * A carousel whose slides are plain HTML first (prerendered, laid out by carousel.css from the breakpoints, so it
 * reads and scrolls without script). Until the visitor engages with it, autoplay scrolls that row by one slide at a
 * time (scroll snapping lines the slide up); swiper is loaded only when the visitor engages (focus, a touch or a
 * click in it), and takes over the same elements at the same sizes, from the slide in view. With autoplay there is a
 * Pause/Play control; rotation never starts under prefers-reduced-motion and stops while the pointer is over the
 * slides or focus is inside the carousel.
 */
export function Carousel({
  label,
  slides,
  breakpoints,
  spaceBetween,
  autoplayMs = DEFAULT_AUTOPLAY_MS,
  loop = false,
  swiperOnEngageOnly = false,
  wheelLockMs,
  renderControls,
  description,
  className,
}: CarouselProps) {
  const steps = useMemo(() => resolveBreakpoints(breakpoints, spaceBetween), [breakpoints, spaceBetween]);
  const stepsKey = JSON.stringify(steps);
  const style = useMemo(() => layoutStyle(steps), [steps]);
  const count = slides.length;
  // Swiper's loop needs more slides than fit in view; with fewer it would misbehave.
  const canLoop = loop && count > maxSlidesPerView(steps);
  const hasAutoplay = autoplayMs !== false && autoplayMs > 0;
  const delay = hasAutoplay ? autoplayMs : undefined;

  const sectionRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackId = useId();
  const descriptionId = useId();
  // Unknown (prerendered, hydrating) counts as no preference: the stylesheet shows the matching control meanwhile.
  const reducedMotion = useReducedMotion() === true;
  const knowsMotionPreference = useHydrated();
  const [engaged, setEngaged] = useState(false);
  const engage = useCallback(() => setEngaged(true), []);
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const { focusInside, hovering } = useCarouselAttention(sectionRef, viewportRef, count, engage);
  const [index, setIndex] = useState(0);

  const playing = hasAutoplay && (userPlaying ?? !reducedMotion);
  // Focus on the Pause/Play control itself does not hold rotation, so pressing Play takes effect at once.
  const attentionFree = (focusInside === 'none' || focusInside === 'rotation-control') && !hovering;

  // Swiper (24 kB) is no part of loading the page, nor of rotating it: the static row already reads, scrolls,
  // swipes and rotates. It loads when the visitor engages with the carousel (focus, a touch or a click in it), or
  // (unless swiperOnEngageOnly) once the rotating row has been on screen for a while (use-static-row.ts).
  const setup = { sectionRef, viewportRef, count, engaged, delay, wheelLockMs };
  const { engineRef, ready, edges, announcement, announce } = useCarouselEngine(setup, {
    stepsKey,
    loop: canLoop,
    shouldRotate: playing && attentionFree,
    reducedMotion,
    focusInside,
    onSlideChange: setIndex,
  });
  useStaticRow(setup, { engage, ready, playing, attentionFree, swiperOnEngageOnly, onIndexChange: setIndex });

  useEffect(() => {
    if (!import.meta.env.DEV) return;
    const odd = unsupportedBreakpoints(JSON.parse(stepsKey));
    if (odd.length > 0) console.warn(`Carousel "${label}": no CSS media query for breakpoints ${odd.join(', ')}.`);
  }, [stepsKey, label]);

  const go = (direction: -1 | 1) => {
    const engine = engineRef.current;
    if (engine) {
      if (direction < 0) engine.slidePrev();
      else engine.slideNext();
      announce(engine.realIndex);
      return;
    }
    // Before swiper has loaded: scroll the static layout by one slide.
    const viewport = viewportRef.current;
    if (viewport) scrollRow(viewport, direction);
    setIndex((current) => Math.min(count - 1, Math.max(0, current + direction)));
  };

  const atStart = ready && !canLoop && edges.atStart;
  const atEnd = ready && !canLoop && edges.atEnd;
  const position: CarouselPosition = {
    index,
    count,
    atStart: ready ? atStart : index === 0,
    atEnd: ready ? atEnd : index === count - 1,
    go,
    trackId,
  };
  const classes = ['carousel', ready && 'carousel--enhanced', ready && edges.locked && 'carousel--locked', className];

  return (
    <section
      ref={sectionRef}
      className={classes.filter(Boolean).join(' ')}
      style={style}
      aria-roledescription="carousel"
      aria-label={label}
      aria-describedby={description ? descriptionId : undefined}
    >
      {description ? (
        <p id={descriptionId} className="visually-hidden">
          {description}
        </p>
      ) : null}
      {renderControls ? (
        // `go` reads the engine only when a control is pressed, never while rendering.
        // eslint-disable-next-line react-hooks/refs
        renderControls(position)
      ) : (
        <CarouselControls
          trackId={trackId}
          atStart={atStart}
          atEnd={atEnd}
          go={go}
          hasAutoplay={hasAutoplay}
          playing={playing}
          onRotationPress={setUserPlaying}
          knowsMotionPreference={knowsMotionPreference}
          reducedMotion={reducedMotion}
        />
      )}
      {/* Keyed by the slide count: swiper reorders these elements, so a different count means a fresh subtree.
          Until swiper runs, the viewport scrolls sideways and takes focus for keyboard scrolling (slides may hold
          nothing focusable); once it runs, the buttons and arrow keys move it instead, and it stays a focus stop only
          where the description says which keys work there. */}
      <div
        ref={viewportRef}
        key={count}
        className="swiper carousel__viewport"
        // A scrolling region must be reachable by keyboard (WCAG 2.1.1), and so must one whose keys are described.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={ready && !description ? undefined : 0}
      >
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
      {renderControls ? null : (
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      )}
    </section>
  );
}
