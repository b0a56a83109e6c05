import { useEffect, useRef, useState, type RefObject } from 'react';
import { listen } from './listen';

/** Where focus is: outside, on the Pause/Play control, elsewhere in the carousel, or in a popup opened from it. */
export type CarouselFocus = 'none' | 'rotation-control' | 'content' | 'dialog';

/**
 * Whether the visitor is engaged with a carousel, which holds its rotation: focus inside it (read from
 * document.activeElement a moment after each change, so focus moving into a popup opened from a slide, such as a
 * booking button on a team card, counts too) or a mouse pointer over its slides. `onFocusEnter` runs whenever focus
 * enters. `resetKey` re-attaches the listeners when the viewport element is replaced.
 */
export function useCarouselAttention(
  sectionRef: RefObject<HTMLElement | null>,
  viewportRef: RefObject<HTMLElement | null>,
  resetKey: unknown,
  onFocusEnter: () => void,
): { focusInside: CarouselFocus; hovering: boolean } {
  const [focusInside, setFocusInside] = useState<CarouselFocus>('none');
  const [hovering, setHovering] = useState(false);
  const onFocusEnterRef = useRef(onFocusEnter);

  useEffect(() => {
    onFocusEnterRef.current = onFocusEnter;
  });

  useEffect(() => {
    const section = sectionRef.current;
    const viewport = viewportRef.current;
    if (!section || !viewport) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const readFocus = () => {
      const active = document.activeElement;
      if (active && section.contains(active)) {
        setFocusInside(active.closest('[data-carousel-rotation]') ? 'rotation-control' : 'content');
      } else {
        setFocusInside(active?.closest('dialog[open]') ? 'dialog' : 'none');
      }
    };
    const onFocusIn = () => {
      onFocusEnterRef.current();
      readFocus();
    };
    const onFocusOut = () => {
      clearTimeout(timer);
      timer = setTimeout(readFocus, 0);
    };
    const onPointerEnter = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovering(true);
    };
    const onPointerLeave = () => setHovering(false);
    const stopFocus = listen(section, { focusin: onFocusIn, focusout: onFocusOut });
    const stopPointer = listen(viewport, { pointerenter: onPointerEnter, pointerleave: onPointerLeave });
    return () => {
      clearTimeout(timer);
      stopFocus();
      stopPointer();
    };
  }, [sectionRef, viewportRef, resetKey]);

  return { focusInside, hovering };
}
