import { useEffect, type RefObject } from 'react';

type DismissOptions = {
  isOpen: boolean;
  /** Everything that counts as "inside": the toggle button and its panel. */
  rootRef: RefObject<HTMLElement | null>;
  /** Receives focus back when Escape closes the panel. */
  toggleRef: RefObject<HTMLElement | null>;
  onDismiss: () => void;
};

/**
 * Closes a disclosure on Escape, on a click outside it, or when focus leaves it. Escape returns focus
 * to the toggle when focus was inside (or nowhere), never pulling it away from another part of the page.
 */
export function useDismiss({ isOpen, rootRef, toggleRef, onDismiss }: DismissOptions): void {
  useEffect(() => {
    if (!isOpen) return;
    const isOutside = (target: EventTarget | null) => !(target instanceof Node && rootRef.current?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const active = document.activeElement;
      const focusWasInside = !active || active === document.body || !isOutside(active);
      onDismiss();
      if (focusWasInside) toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) onDismiss();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isOutside(event.target)) onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [isOpen, rootRef, toggleRef, onDismiss]);
}
