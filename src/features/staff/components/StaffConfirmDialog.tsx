import { useCallback, type ReactNode } from 'react';
import { Dialog } from '../../../components/dialog/Dialog';
import { BusyButton } from '../../../components/form/BusyButton';
import { FormError } from '../../../components/form/FormError';
import { useSubmitBusy } from '../../../lib/use-submit-busy';

type StaffConfirmDialogProps = {
  title: string;
  /** The words of the button that does it ("Remove access"). */
  confirmLabel: string;
  /** What the dialog says when the refusal carries no message of its own. */
  fallbackError: string;
  /** Refused for another reason than being busy (a box not yet ticked). */
  blocked?: boolean;
  /** Resolves once done; rejects with an error whose message is shown here (e.g. the last administrator). */
  onConfirm: () => Promise<void>;
  /** Done or cancelled: the dialog is closed then. Not called while the action runs. */
  onClose: () => void;
  /** What follows if they go ahead. */
  children: ReactNode;
};

/** The staff screen's "are you sure?" about a colleague: what happens, then do it or cancel; a refusal stays shown. */
export function StaffConfirmDialog({
  title,
  confirmLabel,
  fallbackError,
  blocked = false,
  onConfirm,
  onClose,
  children,
}: StaffConfirmDialogProps) {
  const describe = useCallback(
    (caught: unknown) => (caught instanceof Error ? caught.message : fallbackError),
    [fallbackError],
  );
  const { isBusy, error, setError, run } = useSubmitBusy(describe);

  const close = () => {
    if (isBusy) return;
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (isBusy || blocked) return;
    void run(async () => {
      await onConfirm();
      onClose();
    });
  };

  return (
    <Dialog open onClose={close} title={title} size="form" className="staff-dialog">
      <div className="staff-dialog__text">
        <FormError error={error} />
        {children}
      </div>
      <div className="staff-dialog__actions">
        <BusyButton className="button" busy={isBusy} blocked={blocked} onClick={confirm}>
          {confirmLabel}
        </BusyButton>
        <button type="button" className="button button--secondary" aria-disabled={isBusy || undefined} onClick={close}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
