import { Link, useParams } from 'wouter';
import { Seo } from '../components/seo/Seo';
import { breadcrumbJsonLd, physicianJsonLd, type JsonLd } from '../components/seo/json-ld';
import { CONTENT_BLOCKS } from '../config/site-config';
import { BookingButton } from '../features/booking/components/BookingButton';
import { TeamMemberNotFound } from '../features/team/components/TeamMemberNotFound';
import { TeamMemberProfile } from '../features/team/components/TeamMemberProfile';
import { TeamTeaser } from '../features/team/components/TeamTeaser';
import {
  describeTeamMember,
  getTeamMember,
  isPhysician,
  physicianTeaserIds,
  rosterMembers,
} from '../features/team/content/team';
import { paths } from '../paths';

const bookConsultation = <BookingButton type={1}>Book a consultation</BookingButton>;

export function TeamMemberPage() {
  const { id } = useParams<{ id: string }>();
  const member = getTeamMember(id);

  if (!member) {
    return (
      <>
        <Seo
          title="Team member not found"
          description="We could not find that team member. See the full team directory."
          path={paths.teamMember(id ?? '')}
          noindex
        />
        <TeamMemberNotFound />
      </>
    );
  }

  const path = paths.teamMember(member.id);
  const jsonLd: JsonLd[] = [
    breadcrumbJsonLd([
      { name: 'Our team', path: paths.team },
      { name: member.name, path },
    ]),
  ];
  // Structured data would tell search engines that an invented physician is real: only for the clinic's own team.
  if (isPhysician(member) && CONTENT_BLOCKS.team.status === 'final') {
    jsonLd.unshift(physicianJsonLd({ name: member.name, specialty: member.para, credentials: member.rank, path }));
  }

  return (
    <>
      <Seo
        title={`${member.name}, ${member.para}`}
        description={describeTeamMember(member)}
        path={path}
        type="profile"
        jsonLd={jsonLd}
      />
      <TeamMemberProfile
        member={member}
        actions={
          <>
            {bookConsultation}
            <Link href={paths.membership} className="button button--secondary">
              Speak with membership
            </Link>
          </>
        }
      />
      <TeamTeaser
        heading="More of our physicians"
        members={rosterMembers(physicianTeaserIds(member.id))}
        bookingAction={bookConsultation}
      />
    </>
  );
}
