import { useCallback, useEffect, useRef, useState } from 'react';
import { SLIDE_SPEED_MS, type ResolvedBreakpoint } from './carousel-layout';
import { listen } from './listen';
import { slideInView } from './static-row';
import type { CarouselEdges, CarouselEngine } from './swiper-engine';
import type { CarouselFocus } from './use-carousel-attention';
import type { CarouselSetup } from './use-static-row';

type CarouselEngineOptions = {
  /** The resolved breakpoints as JSON: a new value only when they really change. */
  stepsKey: string;
  loop: boolean;
  /** Rotation is on and nothing holds it; swiper's autoplay follows this once it runs. */
  shouldRotate: boolean;
  reducedMotion: boolean;
  focusInside: CarouselFocus;
  /** The first slide in view changed, however it moved (0-based). */
  onSlideChange: (index: number) => void;
};

/**
 * Swiper on the carousel's prerendered slides, loaded with `import()` once `engaged` (swiper-engine.ts), then kept in
 * step with the component: autoplay while rotation is free, speed 0 under prefers-reduced-motion, arrow keys only
 * while focus is in the carousel, Home and End to the first and last slide.
 */
export function useCarouselEngine(
  { sectionRef, viewportRef, count, engaged, delay, wheelLockMs }: CarouselSetup,
  { stepsKey, loop, shouldRotate, reducedMotion, focusInside, onSlideChange }: CarouselEngineOptions,
) {
  const engineRef = useRef<CarouselEngine | null>(null);
  const [ready, setReady] = useState(false);
  const [edges, setEdges] = useState<CarouselEdges>({ atStart: true, atEnd: false, locked: false });
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((index: number) => setAnnouncement(`Slide ${index + 1} of ${count}`), [count]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!engaged || !viewport) return;
    let cancelled = false;
    import('./swiper-engine')
      .then(({ createCarouselEngine }) => {
        if (cancelled) return;
        engineRef.current = createCarouselEngine(viewport, {
          initialSlide: slideInView(viewport),
          steps: JSON.parse(stepsKey) as ResolvedBreakpoint[],
          loop,
          autoplayMs: delay,
          onEdgesChange: setEdges,
          onKeyboardMove: announce,
          onSlideChange,
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
  }, [viewportRef, engaged, stepsKey, loop, delay, wheelLockMs, announce, onSlideChange]);

  const rotating = ready && shouldRotate;
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
      if (loop) engine.slideToLoop(target);
      else engine.slideTo(target);
    };
    return listen(section, { keydown: onKeyDown });
  }, [sectionRef, viewportRef, ready, count, loop]);

  useEffect(() => {
    const engine = engineRef.current;
    if (!ready || !engine) return;
    engine.params.speed = reducedMotion ? 0 : SLIDE_SPEED_MS;
    // Arrow keys move this carousel only while focus is in it (never behind a popup).
    if (focusInside === 'content' || focusInside === 'rotation-control') engine.keyboard.enable();
    else engine.keyboard.disable();
  }, [ready, reducedMotion, focusInside]);

  return { engineRef, ready, edges, announcement, announce };
}
