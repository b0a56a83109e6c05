import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { SLIDER_WHEEL_LOCK_MS } from '../constants';

/** Without the `scrollend` event: how long the track must stop scrolling before it counts as settled. */
const SCROLL_SETTLE_MS = 150;
/** A programmatic move that has not arrived after this long was interrupted (e.g. by a swipe). */
const MOVE_TIMEOUT_MS = 1500;
/** Slack, in px, when deciding whether the slider is fully on screen. */
const VIEWPORT_TOLERANCE = 8;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** One step is the track's width; the track spans the window, so a step equals the window width. */
function scrollTrack(track: HTMLElement, index: number, behavior: ScrollBehavior) {
  const left = index * track.clientWidth;
  if (typeof track.scrollTo === 'function') track.scrollTo({ left, behavior });
  else track.scrollLeft = left;
}

/** Wheel input pages the slider only while the whole slider is visible, so it never grabs a half-seen section. */
function isFullyVisible(element: HTMLElement): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top >= -VIEWPORT_TOLERANCE && rect.bottom <= window.innerHeight + VIEWPORT_TOLERANCE;
}

export type StepsSliderState = {
  /** The region that takes wheel input (track and controls). */
  frameRef: RefObject<HTMLDivElement | null>;
  /** The horizontally scrolling, focusable track. */
  trackRef: RefObject<HTMLDivElement | null>;
  active: number;
  goTo: (index: number) => void;
};

/**
 * The membership slider's behaviour, attached only while `enabled`:
 * - vertical wheel input moves one step, then ignores further wheel steps for SLIDER_WHEEL_LOCK_MS;
 *   at the first or last step the wheel event is left alone, so the page scrolls on;
 * - Left/Right (and Home/End) on the focused track move a step;
 * - native horizontal scrolling (touch swipe with scroll-snap, trackpads, focus moving into a slide)
 *   updates the step indicator once the track comes to rest.
 * Listeners are native because a React wheel listener is passive and cannot cancel the page scroll.
 */
export function useStepsSlider({ count, enabled }: { count: number; enabled: boolean }): StepsSliderState {
  const frameRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const activeRef = useRef(0);
  /** The step a programmatic smooth scroll is heading for: the track's resting points on the way are ignored. */
  const movingToRef = useRef<{ index: number; since: number } | null>(null);
  const [active, setActive] = useState(0);

  const show = useCallback((index: number) => {
    activeRef.current = index;
    setActive(index);
  }, []);

  const goTo = useCallback(
    (index: number) => {
      const target = clamp(index, 0, count - 1);
      show(target);
      const track = trackRef.current;
      if (!track) return;
      movingToRef.current = { index: target, since: performance.now() };
      scrollTrack(track, target, 'smooth');
    },
    [count, show],
  );

  useEffect(() => {
    const frame = frameRef.current;
    const track = trackRef.current;
    if (!enabled || !frame || !track) return;

    let locked = false;
    let unlockTimer: ReturnType<typeof setTimeout> | undefined;
    let settleTimer: ReturnType<typeof setTimeout> | undefined;

    // A re-enabled slider (e.g. the motion preference changed) starts where the visitor left off.
    scrollTrack(track, activeRef.current, 'auto');

    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return; // zoom or sideways
      if (!isFullyVisible(frame)) return;
      const target = activeRef.current + Math.sign(event.deltaY);
      if (locked) {
        // Mid-step: swallow the rest of this gesture instead of scrolling the page underneath.
        event.preventDefault();
        return;
      }
      if (target < 0 || target >= count) return; // first or last step: let the page scroll on
      event.preventDefault();
      goTo(target);
      locked = true;
      unlockTimer = setTimeout(() => {
        locked = false;
      }, SLIDER_WHEEL_LOCK_MS);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target !== track || event.altKey || event.ctrlKey || event.metaKey) return;
      const moves: Record<string, number> = {
        ArrowRight: activeRef.current + 1,
        ArrowLeft: activeRef.current - 1,
        Home: 0,
        End: count - 1,
      };
      const target = moves[event.key];
      if (target === undefined) return;
      event.preventDefault();
      goTo(target);
    };

    /** The track came to rest: follow it with the indicator, unless a programmatic move is still under way. */
    const onSettled = () => {
      const width = track.clientWidth;
      if (width === 0) return;
      const index = clamp(Math.round(track.scrollLeft / width), 0, count - 1);
      const moving = movingToRef.current;
      if (moving) {
        const arrived = index === moving.index;
        if (!arrived && performance.now() - moving.since < MOVE_TIMEOUT_MS) return;
        movingToRef.current = null;
      }
      if (index !== activeRef.current) show(index);
    };
    const onScroll = () => {
      clearTimeout(settleTimer);
      settleTimer = setTimeout(onSettled, SCROLL_SETTLE_MS);
    };
    // A touch or pointer on the track takes over from any programmatic move.
    const onUserScrollStart = () => {
      movingToRef.current = null;
    };
    const settleEvent = 'onscrollend' in window ? 'scrollend' : 'scroll';
    const settleListener = settleEvent === 'scrollend' ? onSettled : onScroll;

    const onResize = () => scrollTrack(track, activeRef.current, 'auto');

    frame.addEventListener('wheel', onWheel, { passive: false });
    track.addEventListener('keydown', onKeyDown);
    track.addEventListener(settleEvent, settleListener, { passive: true });
    track.addEventListener('pointerdown', onUserScrollStart, { passive: true });
    track.addEventListener('touchstart', onUserScrollStart, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      frame.removeEventListener('wheel', onWheel);
      track.removeEventListener('keydown', onKeyDown);
      track.removeEventListener(settleEvent, settleListener);
      track.removeEventListener('pointerdown', onUserScrollStart);
      track.removeEventListener('touchstart', onUserScrollStart);
      window.removeEventListener('resize', onResize);
      clearTimeout(unlockTimer);
      clearTimeout(settleTimer);
    };
  }, [enabled, count, goTo, show]);

  return { frameRef, trackRef, active, goTo };
}
