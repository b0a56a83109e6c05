let locks = 0;
let restore: (() => void) | null = null;

/**
 * Stops the page behind an open modal from scrolling (showModal() makes it inert but still scrollable). The
 * scrollbar's width is kept as a gutter so the page does not shift sideways. Nested locks are counted; the returned
 * function releases this lock (calling it twice is harmless).
 */
export function lockPageScroll(): () => void {
  if (typeof document === 'undefined') return () => {};
  if (locks === 0) {
    const root = document.documentElement;
    const body = document.body;
    const scrollbarWidth = window.innerWidth - root.clientWidth;
    const previous = {
      overflow: root.style.overflow,
      gutter: root.style.getPropertyValue('scrollbar-gutter'),
      paddingRight: body.style.paddingRight,
    };
    root.style.overflow = 'hidden';
    if (scrollbarWidth > 0) {
      if (typeof CSS !== 'undefined' && CSS.supports?.('scrollbar-gutter', 'stable')) {
        root.style.setProperty('scrollbar-gutter', 'stable');
      } else {
        body.style.paddingRight = `${scrollbarWidth}px`;
      }
    }
    restore = () => {
      root.style.overflow = previous.overflow;
      root.style.setProperty('scrollbar-gutter', previous.gutter);
      body.style.paddingRight = previous.paddingRight;
    };
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      restore?.();
      restore = null;
    }
  };
}
