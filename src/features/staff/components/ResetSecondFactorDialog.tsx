import type { StaffMember } from '@shared/schemas/staff';
import { StaffConfirmDialog } from './StaffConfirmDialog';

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
  if (!member) return null;
  return (
    <StaffConfirmDialog
      title={`Reset the second factor of ${member.email}?`}
      confirmLabel="Reset second factor"
      fallbackError="The second factor could not be reset. Please try again."
      onConfirm={() => onConfirm(member)}
      onClose={onClose}
    >
      <p>
        Their phone will no longer sign them in, and they are signed out at once on every device. At their next sign-in
        they enter their password only, and the portal then asks them to set up a phone again before they can use it.
      </p>
      <p>
        Make sure it is really them asking, for example in person or by calling a number you already know. The staff log
        records that you did it.
      </p>
    </StaffConfirmDialog>
  );
}
