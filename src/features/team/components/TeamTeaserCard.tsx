import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../paths';
import type { TeamMemberSummary } from '../content/team-roster';
import { TeamAvatar } from './TeamAvatar';
import './team.css';

export type TeamTeaserCardProps = {
  member: TeamMemberSummary;
  /** The call to action beside "Learn more"; "Speak with membership" when none is given. */
  action?: ReactNode;
};

/** A physician card in the team carousel: who they are, one call to action and a link to the profile. */
export function TeamTeaserCard({ member, action }: TeamTeaserCardProps) {
  return (
    <article className="team-teaser-card">
      <TeamAvatar id={member.id} name={member.name} size={120} className="team-teaser-card__avatar" />
      <div className="team-teaser-card__body">
        <h3 className="team-teaser-card__name">{member.name}</h3>
        <p className="team-teaser-card__rank">{member.rank}</p>
        <p className="team-teaser-card__para">{member.para}</p>
        <div className="team-teaser-card__actions">
          {action ?? (
            <Link href={paths.membership} className="button">
              Speak with membership
            </Link>
          )}
          <Link href={paths.teamMember(member.id)} className="button button--secondary">
            Learn more <span className="visually-hidden">about {member.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
