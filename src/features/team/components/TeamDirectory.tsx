import {
  placeholderBlockAttributes,
  SampleContentMarker,
} from '../../../components/sample-content/SampleContentMarker';
import { CONTENT_BLOCKS, type ContentStatus } from '../../../config/site-config';
import { TEAM_SAMPLE_NOTE } from '../content/sample-note';
import { membersInGroup, TEAM_GROUPS } from '../content/team-roster';
import { TeamMemberCard } from './TeamMemberCard';
import './team.css';

/** The /team page body: heading, a jump list to the four groups, then one section of cards per group. */
export function TeamDirectory({ status = CONTENT_BLOCKS.team.status }: { status?: ContentStatus }) {
  return (
    <div className="team-directory" {...placeholderBlockAttributes('team', status)}>
      <div className="team-directory__intro">
        <div className="container">
          <h1>Meet our team</h1>
          <p className="team-directory__lead">
            Physicians, specialists and allied health professionals who work together on your care, supported by a team
            that keeps every visit running smoothly.
          </p>
          <SampleContentMarker status={status}>{TEAM_SAMPLE_NOTE}</SampleContentMarker>
          <nav className="team-directory__jump" aria-label="Team groups">
            <ul className="plain-list team-directory__jump-list">
              {TEAM_GROUPS.map((group) => (
                <li key={group.id}>
                  <a href={`#${group.id}`} className="team-directory__jump-link">
                    {group.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      {TEAM_GROUPS.map((group) => (
        <section key={group.id} id={group.id} className="team-directory__group" aria-labelledby={`${group.id}-heading`}>
          <div className="container">
            <h2 id={`${group.id}-heading`} className="team-directory__group-heading">
              {group.label}
            </h2>
            <ul className="plain-list team-directory__grid">
              {membersInGroup(group.id).map((member) => (
                <li key={member.id}>
                  <TeamMemberCard member={member} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </div>
  );
}
