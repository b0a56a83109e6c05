import { useId } from 'react';
import type { StaffMember } from '@shared/schemas/staff';
import { formatStaffTime } from '../staff-types';

type StaffListProps = {
  staff: StaffMember[];
  onRevoke: (member: StaffMember) => void;
  /** A colleague's lost phone (one's own is removed under "Your account", with the password). */
  onResetSecondFactor: (member: StaffMember) => void;
};

/** The administrators, one card each: a table would not fit a phone, and each row has its own action. */
export function StaffList({ staff, onRevoke, onResetSecondFactor }: StaffListProps) {
  const headingId = useId();
  return (
    <section className="staff-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Administrators</h2>
      <ul className="plain-list staff-list">
        {staff.map((member) => (
          <li key={member.uid} className="staff-member">
            <h3 className="staff-member__email">{member.isYou ? `${member.email} (you)` : member.email}</h3>
            <dl className="staff-member__facts">
              <div>
                <dt>Status</dt>
                <dd>{member.state === 'active' ? 'Active' : 'Invited, has not set a password yet'}</dd>
              </div>
              <div>
                <dt>Last sign-in</dt>
                <dd>{formatStaffTime(member.lastSignInAt)}</dd>
              </div>
              <div>
                <dt>Second factor</dt>
                <dd>{member.secondFactor ? 'On (text message)' : 'Off'}</dd>
              </div>
            </dl>
            {member.secondFactor && !member.isYou && (
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={`Reset second factor for ${member.email}`}
                onClick={() => onResetSecondFactor(member)}
              >
                Reset second factor
              </button>
            )}
            <button
              type="button"
              className="button button--secondary button--small"
              // The visible words first, so speech input ("click Remove access") still finds it.
              aria-label={member.isYou ? undefined : `Remove access for ${member.email}`}
              onClick={() => onRevoke(member)}
            >
              {member.isYou ? 'Remove my access' : 'Remove access'}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
