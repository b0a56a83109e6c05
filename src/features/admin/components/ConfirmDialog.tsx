import type { ReactNode } from 'react';
import { Dialog } from '../../../components/dialog/Dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** While the confirmed action runs: the buttons stay focusable but do nothing. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A question that needs an answer before something hard to take back happens (never `window.confirm`). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? () => {} : onCancel} title={title} size="form" className="confirm-dialog">
      <div className="confirm-dialog__text">{children}</div>
      <div className="confirm-dialog__actions">
        <button
          type="button"
          className="button"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {busy && <span className="admin-spinner" aria-hidden="true" />}
          {confirmLabel}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onCancel();
          }}
        >
          {cancelLabel}
        </button>
      </div>
    </Dialog>
  );
}
