import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Carousel } from '../../../components/carousel/Carousel';
import { paths } from '../../../paths';
import {
  TEAM_CAROUSEL_BREAKPOINTS,
  TEAM_CAROUSEL_LABEL,
  TEAM_CAROUSEL_LOOP,
  TEAM_CAROUSEL_SPACE_BETWEEN,
} from '../constants';
import {
  placeholderBlockAttributes,
  SampleContentMarker,
} from '../../../components/sample-content/SampleContentMarker';
import { CONTENT_BLOCKS, type ContentStatus } from '../../../config/site-config';
import { TEAM_SAMPLE_NOTE } from '../content/sample-note';
import type { TeamMemberSummary } from '../content/team-roster';
import { TeamTeaserCard } from './TeamTeaserCard';
import './team.css';

export type TeamTeaserProps = {
  heading?: string;
  /**
   * Members to show, in order: `HOME_TEASER_MEMBERS` (content/home-teaser-members) on the home page,
   * `rosterMembers(physicianTeaserIds(id))` (content/team-roster) on a profile. The caller picks them, so the
   * home page does not carry the whole roster.
   */
  members: readonly TeamMemberSummary[];
  /**
   * The booking call to action, e.g. `<BookingButton type={1}>Book a consultation</BookingButton>`.
   * Features never import each other, so the page passes it in. Cards alternate between it and
   * "Speak with membership" (spec: "Book a consultation or Speak with membership, plus Learn more");
   * without it every card offers "Speak with membership".
   */
  bookingAction?: ReactNode;
  /** Whether the team is still the placeholder roster (site config). */
  status?: ContentStatus;
};

/** A carousel of physician cards with a "Meet The Team" link to the directory (home and profile pages). */
export function TeamTeaser({
  heading = 'Meet our physicians',
  members,
  bookingAction,
  status = CONTENT_BLOCKS.team.status,
}: TeamTeaserProps) {
  const headingId = useId();

  return (
    <section className="team-teaser" aria-labelledby={headingId} {...placeholderBlockAttributes('team', status)}>
      <div className="container">
        <h2 id={headingId} className="team-teaser__heading">
          {heading}
        </h2>
        <SampleContentMarker status={status}>{TEAM_SAMPLE_NOTE}</SampleContentMarker>
        <Carousel
          label={TEAM_CAROUSEL_LABEL}
          className="team-teaser__carousel"
          breakpoints={TEAM_CAROUSEL_BREAKPOINTS}
          spaceBetween={TEAM_CAROUSEL_SPACE_BETWEEN}
          loop={TEAM_CAROUSEL_LOOP}
          slides={members.map((member, i) => (
            <TeamTeaserCard key={member.id} member={member} action={i % 2 === 0 ? bookingAction : undefined} />
          ))}
        />
        <p className="team-teaser__more">
          <Link href={paths.team} className="button button--secondary">
            Meet The Team
          </Link>
        </p>
      </div>
    </section>
  );
}
