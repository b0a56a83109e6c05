import { useId } from 'react';
import { RECOVERY_SCRIPT_ACTOR, type StaffLogEntry } from '@shared/schemas/staff';
import { formatStaffTime } from '../staff-types';

const WHAT: Record<StaffLogEntry['action'], (entry: StaffLogEntry) => string> = {
  invited: (entry) => `${entry.actor} invited ${entry.target}`,
  're-invited': (entry) => `${entry.actor} sent a new invitation to ${entry.target}`,
  revoked: (entry) =>
    entry.actor === entry.target ? `${entry.actor} removed their own access` : `${entry.actor} removed ${entry.target}`,
  'signed-out-everywhere': (entry) => `${entry.actor} signed out on every device`,
  'second-factor-reset': (entry) =>
    entry.actor === RECOVERY_SCRIPT_ACTOR
      ? `The recovery script removed the second factor of ${entry.target}`
      : `${entry.actor} reset the second factor of ${entry.target}`,
  'second-factor-removed': (entry) => `${entry.actor} removed their own phone (second factor)`,
};

/** Who invited or removed whom, or reset whose second factor, and when: newest first, as the server keeps it. */
export function StaffLog({ log }: { log: StaffLogEntry[] }) {
  const headingId = useId();
  return (
    <section className="staff-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Log</h2>
      {log.length === 0 ? (
        <p>Nothing has happened yet.</p>
      ) : (
        <ol className="plain-list staff-log">
          {log.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="staff-log__entry">
              <time dateTime={entry.at}>{formatStaffTime(entry.at)}</time>
              <span>{WHAT[entry.action](entry)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
