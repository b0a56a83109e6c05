import { useEffect, type RefObject } from 'react';

type DismissOptions = {
  isOpen: boolean;
  /** Everything that counts as "inside": the toggle button and its panel. */
  rootRef: RefObject<HTMLElement | null>;
  /** Receives focus back when Escape closes the panel. */
  toggleRef: RefObject<HTMLElement | null>;
  onDismiss: () => void;
};

/** Closes a disclosure on Escape, on a click outside it, or when focus leaves it. */
export function useDismiss({ isOpen, rootRef, toggleRef, onDismiss }: DismissOptions): void {
  useEffect(() => {
    if (!isOpen) return;
    const isOutside = (target: EventTarget | null) => !(target instanceof Node && rootRef.current?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onDismiss();
      toggleRef.current?.focus();
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
