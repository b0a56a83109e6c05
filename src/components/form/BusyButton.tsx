import type { ButtonHTMLAttributes } from 'react';

type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'aria-disabled'> & {
  busy: boolean;
  /** Refused for another reason than being busy (a box not yet ticked). */
  blocked?: boolean;
};

/**
 * A button that shows a spinner while its action runs. It stays focusable (aria-disabled, not disabled), so the
 * keyboard focus is not lost; the handler ignores a press while busy.
 */
export function BusyButton({ busy, blocked = false, children, type = 'button', ...button }: BusyButtonProps) {
  return (
    <button {...button} type={type} aria-disabled={busy || blocked || undefined}>
      {busy && <span className="button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
