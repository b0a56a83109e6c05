import { useState } from 'react';
import { LoadingStatus } from '../../../components/LoadingStatus';
import type { StaffMember } from '@shared/schemas/staff';
import type { OwnAccount, StaffApi } from '../staff-types';
import { useStaffOverview } from '../use-staff-overview';
import { InviteForm } from './InviteForm';
import { OwnAccountSection } from './OwnAccountSection';
import { ResetSecondFactorDialog } from './ResetSecondFactorDialog';
import { RevokeDialog } from './RevokeDialog';
import { StaffList } from './StaffList';
import { StaffLog } from './StaffLog';
import './staff.css';

type StaffScreenProps = { api: StaffApi; account: OwnAccount };

/**
 * /admin/staff: who can use the portal, inviting and removing administrators, resetting a lost phone, the log of those changes, and the
 * signed-in admin's own account. The own-account part works even when the list is refused (an admin without the
 * required second factor sets it up here).
 */
export function StaffScreen({ api, account }: StaffScreenProps) {
  const { state, reload } = useStaffOverview(api);
  const [revoking, setRevoking] = useState<StaffMember | null>(null);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const [notice, setNotice] = useState('');

  const invite = async (email: string) => {
    const answer = await api.invite(email);
    reload();
    return answer.message || `Invitation sent to ${email}.`;
  };
  const revoke = async (member: StaffMember) => {
    const answer = await api.revoke(member.uid, { self: member.isYou });
    setNotice(answer.message || `${member.email} can no longer use the portal.`);
    reload();
  };
  const resetSecondFactor = async (member: StaffMember) => {
    const answer = await api.resetSecondFactor(member.uid);
    setNotice(answer.message || `The second factor of ${member.email} is removed.`);
    reload();
  };

  return (
    <div className="staff-screen">
      <p role="status" className={notice ? 'form-success' : 'visually-hidden'}>
        {notice}
      </p>
      {state.status === 'loading' && <LoadingStatus label="Loading the administrators…" />}
      {state.status === 'error' && (
        <div className="staff-panel">
          <p className="form-error" role="alert">
            {state.message}
          </p>
          <button type="button" className="button button--secondary" onClick={reload}>
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <StaffList
          staff={state.overview.staff}
          onRevoke={(member) => {
            setNotice('');
            setRevoking(member);
          }}
          onResetSecondFactor={(member) => {
            setNotice('');
            setResetting(member);
          }}
        />
      )}
      <InviteForm onInvite={invite} />
      <OwnAccountSection account={account} onChanged={reload} />
      {state.status === 'ready' && <StaffLog log={state.overview.log} />}
      <RevokeDialog member={revoking} onConfirm={revoke} onClose={() => setRevoking(null)} />
      <ResetSecondFactorDialog member={resetting} onConfirm={resetSecondFactor} onClose={() => setResetting(null)} />
    </div>
  );
}
