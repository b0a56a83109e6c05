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
import { slideInView, scrollRow } from './static-row';
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

/** When a rotating carousel hands its rotation to swiper, unless it waits for the visitor: the page has settled. */
const SWIPER_FOR_ROTATION_MS = 5000;

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

  const sectionRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<CarouselEngine | null>(null);
  const trackId = useId();
  const descriptionId = useId();
  // Unknown (prerendered, hydrating) counts as no preference: the stylesheet shows the matching control meanwhile.
  const reducedMotion = useReducedMotion() === true;
  const knowsMotionPreference = useHydrated();
  const [engaged, setEngaged] = useState(false);
  const [inView, setInView] = useState(false);
  const [ready, setReady] = useState(false);
  const [edges, setEdges] = useState<CarouselEdges>({ atStart: true, atEnd: false, locked: false });
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const { focusInside, hovering } = useCarouselAttention(sectionRef, viewportRef, count, () => setEngaged(true));
  const [announcement, setAnnouncement] = useState('');
  const [index, setIndex] = useState(0);

  const playing = hasAutoplay && (userPlaying ?? !reducedMotion);
  // Focus on the Pause/Play control itself does not hold rotation, so pressing Play takes effect at once.
  const attentionFree = (focusInside === 'none' || focusInside === 'rotation-control') && !hovering;
  const rotating = ready && playing && attentionFree;

  // Swiper (24 kB) is no part of loading the page, nor of rotating it: the static row already reads, scrolls,
  // swipes and rotates. It loads when the visitor engages with the carousel (focus, a touch or a click in it), or
  // (unless swiperOnEngageOnly) once the rotating row has been on screen for SWIPER_FOR_ROTATION_MS.
  const delay = hasAutoplay ? autoplayMs : undefined;
  useEffect(() => {
    const section = sectionRef.current;
    if (!section || engaged) return;
    const engage = () => setEngaged(true);
    // A wheel-paged carousel needs swiper before the wheel turns: a mouse coming over it is enough.
    const hover = (event: PointerEvent) => event.pointerType === 'mouse' && engage();
    section.addEventListener('pointerdown', engage, { passive: true });
    section.addEventListener('touchstart', engage, { passive: true });
    if (wheelLockMs) section.addEventListener('pointerover', hover, { passive: true });
    return () => {
      section.removeEventListener('pointerdown', engage);
      section.removeEventListener('touchstart', engage);
      section.removeEventListener('pointerover', hover);
    };
  }, [engaged, wheelLockMs]);

  // The static row follows the visitor's own scrolling (a swipe, a trackpad) once it comes to rest.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setIndex(Math.min(count - 1, slideInView(viewport))), 150);
    };
    viewport.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      viewport.removeEventListener('scroll', onScroll);
    };
  }, [ready, count]);

  // Autoplay before swiper, only while the row is on screen: the first rotation comes a full delay after the visitor
  // could first see it.
  useEffect(() => {
    const section = sectionRef.current;
    if (!section || !playing || engaged || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(section);
    return () => observer.disconnect();
  }, [playing, engaged]);

  useEffect(() => {
    if (swiperOnEngageOnly || !inView || engaged) return;
    const timer = setTimeout(() => setEngaged(true), SWIPER_FOR_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [swiperOnEngageOnly, inView, engaged]);

  const staticRotating = !engaged && inView && playing && attentionFree && delay !== undefined;
  useEffect(() => {
    if (!staticRotating) return;
    const timer = setInterval(() => {
      const viewport = viewportRef.current;
      if (!viewport) return;
      // Past the last slide, back to the first, as swiper's autoplay does.
      if (viewport.scrollLeft + viewport.clientWidth >= viewport.scrollWidth - 1) scrollRow(viewport, 'start');
      else scrollRow(viewport, 1);
    }, delay);
    return () => clearInterval(timer);
  }, [staticRotating, delay]);

  useEffect(() => {
    if (!import.meta.env.DEV) return;
    const odd = unsupportedBreakpoints(JSON.parse(stepsKey));
    if (odd.length > 0) console.warn(`Carousel "${label}": no CSS media query for breakpoints ${odd.join(', ')}.`);
  }, [stepsKey, label]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!engaged || !viewport) return;
    let cancelled = false;
    import('./swiper-engine')
      .then(({ createCarouselEngine }) => {
        if (cancelled) return;
        engineRef.current = createCarouselEngine(viewport, {
          initialSlide: slideInView(viewport),
          steps: JSON.parse(stepsKey),
          loop: canLoop,
          autoplayMs: delay,
          onEdgesChange: setEdges,
          onKeyboardMove: (moved) => setAnnouncement(`Slide ${moved + 1} of ${count}`),
          onSlideChange: setIndex,
          wheelLockMs,
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
  }, [engaged, stepsKey, canLoop, count, delay, wheelLockMs]);

  useEffect(() => {
    const autoplay = engineRef.current?.autoplay;
    if (!ready || !autoplay) return;
    if (rotating && !autoplay.running) autoplay.start();
    if (!rotating && autoplay.running) autoplay.stop();
  }, [ready, rotating]);

  // Home and End on the slides go to the first and last slide (the arrow keys are swiper's).
  useEffect(() => {
    const section = sectionRef.current;
    const engine = engineRef.current;
    if (!ready || !section || !engine) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = { Home: 0, End: count - 1 }[event.key];
      if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
      if (!(event.target instanceof Node) || !viewportRef.current?.contains(event.target)) return;
      event.preventDefault();
      if (canLoop) engine.slideToLoop(target);
      else engine.slideTo(target);
    };
    section.addEventListener('keydown', onKeyDown);
    return () => section.removeEventListener('keydown', onKeyDown);
  }, [ready, count, canLoop]);

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
        <div className="carousel__controls">
          {/* Prerendered (and until hydrated), the motion preference is unknown to script: both rotation controls are
            in the HTML, and carousel.css shows the one that matches it, so the control is right before any script
            runs. Then only that one stays (the same element, keyed by the preference). */}
          {hasAutoplay
            ? (knowsMotionPreference ? [reducedMotion ? 'reduced' : 'motion'] : ['motion', 'reduced']).map(
                (variant) => (
                  <RotationButton
                    key={variant}
                    playing={knowsMotionPreference ? playing : variant === 'motion'}
                    onPress={setUserPlaying}
                    className={knowsMotionPreference ? undefined : `carousel__button--when-${variant}`}
                  />
                ),
              )
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
