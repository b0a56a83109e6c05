import { Link } from 'wouter';
import { paths } from '../../../paths';
import type { RosterMember } from '../content/team-roster';
import { TeamAvatar } from './TeamAvatar';
import './team.css';

/**
 * A directory card. The whole card is clickable: the name link's hit area is stretched over the card,
 * so keyboard and screen-reader users meet one link named by the member's name, plus "Learn more".
 */
export function TeamMemberCard({ member }: { member: RosterMember }) {
  const href = paths.teamMember(member.id);
  return (
    <article className="team-card">
      <TeamAvatar id={member.id} name={member.name} size={96} className="team-card__avatar" />
      <h3 className="team-card__name">
        <Link href={href} className="team-card__name-link">
          {member.name}
        </Link>
      </h3>
      <p className="team-card__rank">{member.rank}</p>
      <p className="team-card__para">{member.para}</p>
      <Link href={href} className="button button--secondary team-card__more">
        Learn more <span className="visually-hidden">about {member.name}</span>
      </Link>
    </article>
  );
}
