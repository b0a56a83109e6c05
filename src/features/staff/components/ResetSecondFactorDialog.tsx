import { useState } from 'react';
import { Dialog } from '../../../components/dialog/Dialog';
import type { StaffMember } from '@shared/schemas/staff';

type ResetSecondFactorDialogProps = {
  member: StaffMember | null;
  /** Resolves once done; rejects with an error whose message is shown here. */
  onConfirm: (member: StaffMember) => Promise<void>;
  onClose: () => void;
};

/**
 * Asks before removing a colleague's second factor, saying what follows: their phone no longer signs them in, every
 * session ends, and the portal asks them to set up a phone again. Whoever asks for it may not be the colleague, so
 * the dialog says to make sure first.
 */
export function ResetSecondFactorDialog({ member, onConfirm, onClose }: ResetSecondFactorDialogProps) {
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!member) return null;

  const close = () => {
    if (isBusy) return;
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (isBusy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(member);
      setBusy(false);
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The second factor could not be reset. Please try again.');
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={close}
      title={`Reset the second factor of ${member.email}?`}
      size="form"
      className="staff-dialog"
    >
      <div className="staff-dialog__text">
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <p>
          Their phone will no longer sign them in, and they are signed out at once on every device. At their next
          sign-in they enter their password only, and the portal then asks them to set up a phone again before they can
          use it.
        </p>
        <p>
          Make sure it is really them asking, for example in person or by calling a number you already know. The staff
          log records that you did it.
        </p>
      </div>
      <div className="staff-dialog__actions">
        <button type="button" className="button" aria-disabled={isBusy || undefined} onClick={confirm}>
          {isBusy && <span className="button__spinner" aria-hidden="true" />}
          Reset second factor
        </button>
        <button type="button" className="button button--secondary" aria-disabled={isBusy || undefined} onClick={close}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
