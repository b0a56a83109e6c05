import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialog.css';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** Visible heading and accessible name. */
  title: string;
  children: ReactNode;
  /** 'media' is the booking/video size of the spec: at most 800 px wide, 90% width, 80% height. */
  size?: 'media' | 'form';
  className?: string;
};

/**
 * A modal dialog on the native <dialog> element: showModal() makes the page behind it inert and traps
 * focus; Escape, a click on the backdrop and the close button all close it; focus returns to the
 * control that opened it.
 */
export function Dialog({ open, onClose, title, children, size = 'media', className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the <dialog> itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" onClick={onClose} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
