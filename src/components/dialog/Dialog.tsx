import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { lockPageScroll } from './scroll-lock';
import './dialog.css';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** Visible heading and accessible name. */
  title: string;
  children: ReactNode;
  /**
   * 'media' is the booking size of the spec: at most 800 px wide, 90% width, 80% height. 'form' fits its content
   * (scrolling inside when taller than the screen). 'video' fits a 16:9 player.
   */
  size?: 'media' | 'form' | 'video';
  className?: string;
};

/**
 * A modal dialog on the native <dialog> element: showModal() makes the page behind it inert and traps focus;
 * Escape, a click on the backdrop and the Close button all close it; the page does not scroll behind it; focus
 * returns to the control that opened it.
 *
 * On opening, focus goes to an element of the content marked `data-autofocus` (e.g. a form's first field), else to
 * the title, so screen readers announce it and the next Tab reaches Close. Where showModal() is missing (old
 * browsers, jsdom) the dialog is shown with the `open` attribute and still closes on Escape.
 *
 * The dialog is portalled to <body>: React events still bubble to the component's parents, DOM ones do not.
 */
export function Dialog({ open, onClose, title, children, size = 'media', className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const native = typeof dialog.showModal === 'function';
    if (!dialog.open) {
      if (native) dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const target = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? titleRef.current;
    target?.focus();
    const unlockScroll = lockPageScroll();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    // A native modal fires `cancel` on Escape; the fallback has to listen itself.
    if (!native) dialog.addEventListener('keydown', onKeyDown);
    // A click on the <dialog> itself (not its content, as the panel fills the box) is a click on the backdrop.
    // It counts only if the press began there too, so a drag from inside the content out does not close.
    let pressedBackdrop = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedBackdrop = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      const fromBackdrop = event.target === dialog && (pressedBackdrop || event.detail === 0);
      pressedBackdrop = false;
      if (fromBackdrop) onCloseRef.current();
    };
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      unlockScroll();
      if (dialog.open) {
        if (native) dialog.close();
        else dialog.removeAttribute('open');
      }
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  const dialog = (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // The parent owns the open state: ask it to close rather than letting the element close itself.
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        // Closed by the browser all the same (a repeated Escape, a <form method="dialog">): keep the state in step.
        // Skipped when it is open again by the time the event arrives (StrictMode re-running the effect).
        if (!event.currentTarget.open) onClose();
      }}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <h2 id={titleId} ref={titleRef} className="dialog__title" tabIndex={-1}>
            {title}
          </h2>
          <button type="button" className="dialog__close" onClick={onClose}>
            <svg
              className="dialog__close-icon"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
            <span>Close</span>
          </button>
        </header>
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  );
  // Rendered at the end of <body>, so no ancestor (a carousel slide that swiper moves, a clipped card) affects it.
  return typeof document === 'undefined' ? dialog : createPortal(dialog, document.body);
}
