import { Seo } from '../components/seo/Seo';
import { breadcrumbJsonLd, faqPageJsonLd } from '../components/seo/json-ld';
import { BookingButton } from '../features/booking/components/BookingButton';
import { ClosingCard } from '../features/membership/components/ClosingCard';
import { MembershipAtAGlance } from '../features/membership/components/MembershipAtAGlance';
import { MembershipFaq } from '../features/membership/components/MembershipFaq';
import { MembershipHero } from '../features/membership/components/MembershipHero';
import { ProgramCard } from '../features/membership/components/ProgramCard';
import { StepsSlider } from '../features/membership/components/StepsSlider';
import { TeamLedCare } from '../features/membership/components/TeamLedCare';
import { ValueCards } from '../features/membership/components/ValueCards';
import { MEMBERSHIP_FAQ } from '../features/membership/content/faq';
import { paths } from '../paths';

export function MembershipPage() {
  return (
    <>
      <Seo
        title="Executive health membership"
        description="An annual, renewable executive health membership in Toronto: a comprehensive yearly assessment, regular coaching, in-hospital advocacy, global health support and a dedicated clinical team."
        path={paths.membership}
        jsonLd={[
          breadcrumbJsonLd([{ name: 'Membership', path: paths.membership }]),
          faqPageJsonLd([...MEMBERSHIP_FAQ]),
        ]}
      />
      <MembershipHero
        speakAction={
          <BookingButton type={1} className="button button--secondary">
            Speak with membership
          </BookingButton>
        }
      />
      <ValueCards />
      <MembershipAtAGlance />
      <ProgramCard />
      <StepsSlider finalAction={<BookingButton type={1}>Book a consultation</BookingButton>} />
      <MembershipFaq />
      <TeamLedCare />
      <ClosingCard />
    </>
  );
}
