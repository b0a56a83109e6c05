/**
 * The interactive half of the carousel, loaded with `import()` only when a carousel nears the viewport, so swiper
 * (and its CSS) never weigh on the first page load. Swiper works on the slides React already rendered.
 */
import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Mousewheel } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/a11y';
import { SLIDE_SPEED_MS, swiperBreakpoints, type ResolvedBreakpoint } from './carousel-layout';

export type CarouselEdges = { atStart: boolean; atEnd: boolean; locked: boolean };

export type CarouselEngineOptions = {
  /** The slide the static row showed when swiper took over (0-based), so nothing jumps. */
  initialSlide: number;
  steps: ResolvedBreakpoint[];
  loop: boolean;
  /** Autoplay delay in ms, or undefined for none. Autoplay is then started and stopped by the component. */
  autoplayMs: number | undefined;
  onEdgesChange: (edges: CarouselEdges) => void;
  /** After an arrow key moved the carousel, with the first visible slide's index (0-based). */
  onKeyboardMove: (realIndex: number) => void;
  /** Whenever the first visible slide changes, however it moved (0-based). */
  onSlideChange?: (realIndex: number) => void;
  /**
   * Vertical wheel input pages one slide, then the wheel moves nothing for this long (ms), the rest of the gesture
   * held so that the page does not scroll under it; at the first and last slide the page scrolls on.
   */
  wheelLockMs?: number;
};

export type CarouselEngine = Swiper;

export function createCarouselEngine(viewport: HTMLElement, options: CarouselEngineOptions): CarouselEngine {
  const base = options.steps[0];
  // A scroll left over from the static layout would offset swiper's transforms.
  viewport.scrollLeft = 0;
  const swiper = new Swiper(viewport, {
    modules: [A11y, Autoplay, Keyboard, Mousewheel],
    init: false,
    initialSlide: options.initialSlide,
    slidesPerView: base?.slidesPerView ?? 1,
    spaceBetween: base?.spaceBetween ?? 0,
    breakpoints: swiperBreakpoints(options.steps),
    loop: options.loop,
    // The component sets 0 under prefers-reduced-motion once this is ready.
    speed: SLIDE_SPEED_MS,
    grabCursor: true,
    // Lets the A11y module tell a visible slide from one that needs sliding in when it receives focus.
    watchSlidesProgress: true,
    autoplay: options.autoplayMs ? { delay: options.autoplayMs, disableOnInteraction: false } : false,
    // Enabled by the component only while focus is inside this carousel: swiper's own listener is on the document
    // and would otherwise move every carousel in view, and take Page Up / Page Down from the page.
    keyboard: { enabled: false, onlyInViewport: false, pageUpDown: false },
    mousewheel: options.wheelLockMs
      ? { enabled: true, thresholdTime: options.wheelLockMs, releaseOnEdges: true }
      : { enabled: false },
    a11y: {
      enabled: true,
      slideRole: 'group',
      itemRoleDescriptionMessage: 'slide',
      slideLabelMessage: '{{index}} of {{slidesLength}}',
      // The region's role description and label, and the live region, are rendered by the component.
      containerMessage: null,
      containerRoleDescriptionMessage: null,
      wrapperLiveRegion: false,
      scrollOnFocus: true,
    },
  });
  const report = () => {
    if (swiper.destroyed) return;
    options.onEdgesChange({ atStart: swiper.isBeginning, atEnd: swiper.isEnd, locked: Boolean(swiper.isLocked) });
  };
  const events = [
    'afterInit',
    'slideChange',
    'reachBeginning',
    'reachEnd',
    'fromEdge',
    'lock',
    'unlock',
    'breakpoint',
    'resize',
  ] as const;
  for (const event of events) swiper.on(event, report);
  swiper.on('keyPress', () => options.onKeyboardMove(swiper.realIndex));
  swiper.on('slideChange', () => options.onSlideChange?.(swiper.realIndex));
  swiper.init();
  return swiper;
}
