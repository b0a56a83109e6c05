import { Seo } from '../components/seo/Seo';
import { faqPageJsonLd, medicalClinicJsonLd } from '../components/seo/json-ld';
import { BookingButton } from '../features/booking/components/BookingButton';
import { FeaturedArticles } from '../features/articles/components/FeaturedArticles';
import { ApproachSection } from '../features/home/components/ApproachSection';
import { HomeFaqSection } from '../features/home/components/HomeFaqSection';
import { HomeHero } from '../features/home/components/HomeHero';
import { HomeStats } from '../features/home/components/HomeStats';
import { ProgramSection } from '../features/home/components/ProgramSection';
import { ServicesSection } from '../features/home/components/ServicesSection';
import { TestimonialsSection } from '../features/home/components/TestimonialsSection';
import { homeFaqJsonLdEntries } from '../features/home/content/faq';
import { ApproachCarousel } from '../features/services/components/ApproachCarousel';
import { ServicesCarousel } from '../features/services/components/ServicesCarousel';
import { TeamTeaser } from '../features/team/components/TeamTeaser';
import { HOME_TEASER_MEMBERS } from '../features/team/content/home-teaser-members';
import { paths } from '../paths';

export function HomePage() {
  return (
    <>
      <Seo
        title="Executive health and preventive care in Toronto"
        description="Comprehensive executive health assessments and an annual, renewable membership in Toronto, led by one coordinated clinical team focused on prevention."
        path={paths.home}
        jsonLd={[medicalClinicJsonLd(), faqPageJsonLd(homeFaqJsonLdEntries())]}
      />
      <HomeHero />
      <HomeStats />
      <FeaturedArticles />
      <ServicesSection>
        <ServicesCarousel />
      </ServicesSection>
      <ApproachSection>
        <ApproachCarousel />
      </ApproachSection>
      {/* The founder physician (id 1) and the vascular surgeon (id 2). */}
      <TeamTeaser
        heading="Meet your care team"
        members={HOME_TEASER_MEMBERS}
        bookingAction={<BookingButton type={1}>Book a consultation</BookingButton>}
      />
      <ProgramSection />
      <TestimonialsSection />
      <HomeFaqSection action={<BookingButton type={1}>Book a consultation</BookingButton>} />
    </>
  );
}
