import { useId, useState } from 'react';
import type { StaffMember } from '@shared/schemas/staff';
import { StaffConfirmDialog } from './StaffConfirmDialog';

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
  if (!member) return null;
  const self = member.isYou;

  return (
    <StaffConfirmDialog
      title={self ? 'Remove your own access?' : `Remove access for ${member.email}?`}
      confirmLabel="Remove access"
      fallbackError="The access could not be removed. Please try again."
      blocked={self && !isSure}
      onConfirm={() => onConfirm(member)}
      onClose={() => {
        setSure(false);
        onClose();
      }}
    >
      {self ? (
        <>
          <p>You will be signed out at once, on every device, and will not be able to sign in to the portal.</p>
          <p>Only another administrator can invite you again.</p>
          <label className="staff-dialog__check" htmlFor={checkId}>
            <input id={checkId} type="checkbox" checked={isSure} onChange={(event) => setSure(event.target.checked)} />
            Yes, remove my own administrator access
          </label>
        </>
      ) : (
        <p>
          {`${member.email} will no longer be able to use the portal. If they are signed in now, their next action is refused.`}
        </p>
      )}
    </StaffConfirmDialog>
  );
}
