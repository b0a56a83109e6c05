import { useId, useState } from 'react';
import { Dialog } from '../../../components/dialog/Dialog';
import { BusyButton } from '../../../components/form/BusyButton';
import { FormError } from '../../../components/form/FormError';
import { useSubmitBusy } from '../../../lib/use-submit-busy';
import type { StaffMember } from '@shared/schemas/staff';

type RevokeDialogProps = {
  member: StaffMember | null;
  /** Resolves with the server's sentence; rejects with an error whose message is shown here (e.g. the last administrator). */
  onConfirm: (member: StaffMember) => Promise<void>;
  onClose: () => void;
};

/**
 * Asks before removing an administrator. Removing oneself needs a second, explicit yes: it signs you out and
 * only another administrator can undo it. The server's refusal (the last administrator) is shown in the dialog.
 */
export function RevokeDialog({ member, onConfirm, onClose }: RevokeDialogProps) {
  const checkId = useId();
  const [isSure, setSure] = useState(false);
  const { isBusy, error, setError, run } = useSubmitBusy((caught) =>
    caught instanceof Error ? caught.message : 'The access could not be removed. Please try again.',
  );
  if (!member) return null;
  const self = member.isYou;
  const blocked = isBusy || (self && !isSure);

  const close = () => {
    if (isBusy) return;
    setSure(false);
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (blocked) return;
    void run(async () => {
      await onConfirm(member);
      setSure(false);
      onClose();
    });
  };

  return (
    <Dialog
      open
      onClose={close}
      title={self ? 'Remove your own access?' : `Remove access for ${member.email}?`}
      size="form"
      className="staff-dialog"
    >
      <div className="staff-dialog__text">
        <FormError error={error} />
        {self ? (
          <>
            <p>You will be signed out at once, on every device, and will not be able to sign in to the portal.</p>
            <p>Only another administrator can invite you again.</p>
            <label className="staff-dialog__check" htmlFor={checkId}>
              <input
                id={checkId}
                type="checkbox"
                checked={isSure}
                onChange={(event) => setSure(event.target.checked)}
              />
              Yes, remove my own administrator access
            </label>
          </>
        ) : (
          <p>
            {`${member.email} will no longer be able to use the portal. If they are signed in now, their next action is refused.`}
          </p>
        )}
      </div>
      <div className="staff-dialog__actions">
        <BusyButton className="button" busy={isBusy} blocked={blocked} onClick={confirm}>
          Remove access
        </BusyButton>
        <button type="button" className="button button--secondary" aria-disabled={isBusy || undefined} onClick={close}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
