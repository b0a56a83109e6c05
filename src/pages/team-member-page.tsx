import { Link, useParams } from 'wouter';
import { Seo } from '../components/seo/Seo';
import { breadcrumbJsonLd, physicianJsonLd, type JsonLd } from '../components/seo/json-ld';
import { CONTENT_BLOCKS } from '../config/site-config';
import { BookingButton } from '../features/booking/components/BookingButton';
import { TeamMemberNotFound } from '../features/team/components/TeamMemberNotFound';
import { TeamMemberProfile } from '../features/team/components/TeamMemberProfile';
import { TeamTeaser } from '../features/team/components/TeamTeaser';
import { use } from 'react';
import { describeTeamMember } from '../features/team/content/describe-team-member';
import { loadTeamBios } from '../features/team/content/team-bios-loader';
import { getRosterMember, isPhysician, physicianTeaserIds, rosterMembers } from '../features/team/content/team-roster';
import { useOnServerPage } from '../rendering/server-page';
import { paths } from '../paths';

const bookConsultation = <BookingButton type={1}>Book a consultation</BookingButton>;

export function TeamMemberPage() {
  const { id } = useParams<{ id: string }>();
  const member = getRosterMember(id);
  // The page the server rendered already has its head (the description is the bio's first sentence): the bios
  // load only to describe a profile reached by client-side navigation.
  const onServerPage = useOnServerPage();
  const bios = member && !onServerPage ? use(loadTeamBios()) : null;

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
        description={bios ? describeTeamMember({ ...member, bio: bios[member.id] ?? '' }) : ''}
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
