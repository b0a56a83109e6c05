import { Suspense, use, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../paths';
import {
  placeholderBlockAttributes,
  SampleContentMarker,
} from '../../../components/sample-content/SampleContentMarker';
import { CONTENT_BLOCKS, type ContentStatus } from '../../../config/site-config';
import { TEAM_SAMPLE_NOTE } from '../content/sample-note';
import { serverHtmlMarker, useServerHtml } from '../../../rendering/server-page';
import { groupLabel, type RosterMember } from '../content/team-roster';
import { loadTeamBios } from '../content/team-bios-loader';
import { TeamAvatar } from './TeamAvatar';
import './team.css';

export type TeamMemberProfileProps = {
  member: RosterMember;
  /** Calls to action under the summary (the page passes the booking button). */
  actions?: ReactNode;
  /** Whether the team is still the placeholder roster (site config). */
  status?: ContentStatus;
};

/** One member's profile: avatar, name, credentials, specialty and, when there is one, the bio. */
export function TeamMemberProfile({ member, actions, status = CONTENT_BLOCKS.team.status }: TeamMemberProfileProps) {
  const group = groupLabel(member.group);
  return (
    <article
      className="team-profile"
      aria-labelledby="team-profile-name"
      {...placeholderBlockAttributes('team', status)}
    >
      <div className="container">
        <nav aria-label="Breadcrumb" className="team-profile__breadcrumb">
          <ol className="plain-list team-profile__breadcrumb-list">
            <li>
              <Link href={paths.home}>Home</Link>
            </li>
            <li>
              <Link href={paths.team}>Our team</Link>
            </li>
            <li aria-current="page">{member.name}</li>
          </ol>
        </nav>
        <SampleContentMarker status={status}>{TEAM_SAMPLE_NOTE}</SampleContentMarker>
        <header className="team-profile__header">
          <TeamAvatar id={member.id} name={member.name} size={160} className="team-profile__avatar" />
          <div className="team-profile__summary">
            <h1 id="team-profile-name" className="team-profile__name">
              {member.name}
            </h1>
            <p className="team-profile__rank">{member.rank}</p>
            <p className="team-profile__para">{member.para}</p>
            <p className="team-profile__group">
              Part of our <Link href={`${paths.team}#${member.group}`}>{group}</Link> team
            </p>
            {actions ? <div className="team-profile__actions">{actions}</div> : null}
          </div>
        </header>
        <Suspense fallback={null}>
          <TeamBio member={member} />
        </Suspense>
      </div>
    </article>
  );
}

/** The bio, when there is one: kept from the server's HTML on the page it rendered, else from the bios chunk. */
function TeamBio({ member }: { member: RosterMember }) {
  const serverHtml = useServerHtml('team-bio');
  const bio = serverHtml ?? use(loadTeamBios())[member.id] ?? '';
  // No bio: an empty marker, so hydrating this page knows it without loading the bios.
  if (!bio) return <div {...serverHtmlMarker('team-bio')} hidden />;
  return (
    <section className="team-profile__bio" aria-labelledby="team-profile-bio-heading">
      <h2 id="team-profile-bio-heading">About {member.name}</h2>
      {/* Trusted, bundled content (content/team-bios.ts); no user input reaches it. */}
      <div
        {...serverHtmlMarker('team-bio')}
        className="prose team-profile__bio-text"
        dangerouslySetInnerHTML={{ __html: bio }}
      />
    </section>
  );
}
