import { useEffect, useState, type RefObject } from 'react';
import { listen } from './listen';
import { scrollRow, slideInView } from './static-row';

/** When a rotating carousel hands its rotation to swiper, unless it waits for the visitor: the page has settled. */
const SWIPER_FOR_ROTATION_MS = 5000;

/** What both halves of the carousel (the static row and swiper) work on. */
export type CarouselSetup = {
  sectionRef: RefObject<HTMLElement | null>;
  viewportRef: RefObject<HTMLDivElement | null>;
  count: number;
  /** Whether swiper is wanted: the visitor engaged, or rotation was handed over. */
  engaged: boolean;
  /** Autoplay delay in ms, or undefined for none. */
  delay: number | undefined;
  wheelLockMs: number | undefined;
};

type StaticRowOptions = {
  /** Asks for swiper. */
  engage: () => void;
  /** Whether swiper runs: the static row then no longer follows its own scrolling. */
  ready: boolean;
  /** Rotation is on and nothing holds it (focus, a mouse over the slides). */
  playing: boolean;
  attentionFree: boolean;
  swiperOnEngageOnly: boolean;
  /** The first slide in view changed by the visitor's own scrolling. */
  onIndexChange: (index: number) => void;
};

/**
 * The carousel before swiper: the prerendered row follows the visitor's scrolling, rotates by itself while on
 * screen, and asks for swiper (`engage`) on a touch or a click in it, on a mouse over a wheel-paged one, or (unless
 * swiperOnEngageOnly) once it has rotated on screen for SWIPER_FOR_ROTATION_MS.
 */
export function useStaticRow(
  { sectionRef, viewportRef, count, engaged, delay, wheelLockMs }: CarouselSetup,
  { engage, ready, playing, attentionFree, swiperOnEngageOnly, onIndexChange }: StaticRowOptions,
): void {
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const section = sectionRef.current;
    if (!section || engaged) return;
    // A wheel-paged carousel needs swiper before the wheel turns: a mouse coming over it is enough.
    const hover = (event: PointerEvent) => event.pointerType === 'mouse' && engage();
    return listen(
      section,
      { pointerdown: engage, touchstart: engage, ...(wheelLockMs ? { pointerover: hover } : {}) },
      { passive: true },
    );
  }, [sectionRef, engaged, engage, wheelLockMs]);

  // The static row follows the visitor's own scrolling (a swipe, a trackpad) once it comes to rest.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => onIndexChange(Math.min(count - 1, slideInView(viewport))), 150);
    };
    const stop = listen(viewport, { scroll: onScroll }, { passive: true });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [viewportRef, ready, count, onIndexChange]);

  // Autoplay before swiper, only while the row is on screen: the first rotation comes a full delay after the visitor
  // could first see it.
  useEffect(() => {
    const section = sectionRef.current;
    if (!section || !playing || engaged || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(section);
    return () => observer.disconnect();
  }, [sectionRef, playing, engaged]);

  useEffect(() => {
    if (swiperOnEngageOnly || !inView || engaged) return;
    const timer = setTimeout(engage, SWIPER_FOR_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [swiperOnEngageOnly, inView, engaged, engage]);

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
  }, [viewportRef, staticRotating, delay]);
}
