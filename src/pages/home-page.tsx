import { lazy } from 'react';
import { Seo } from '../components/seo/Seo';
import { medicalClinicJsonLd } from '../components/seo/clinic-json-ld';
import { faqPageJsonLd } from '../components/seo/json-ld';
import { CONTENT_BLOCKS } from '../config/site-config';
import { HomeHero } from '../features/home/components/HomeHero';
import { HomeStats } from '../features/home/components/HomeStats';
import { homeFaqJsonLdEntries } from '../features/home/content/faq';
import { deferredSection } from '../rendering/deferred-section';
import { paths } from '../paths';

/*
 * The hero and the figures hydrate with the page. The sections below them are prerendered in full too, but their
 * code loads as the visitor scrolls towards them (see deferredSection), so the first load carries only what the top
 * of the page needs. Each loader composes its section from the features, as the page would.
 */
const loadBookingButton = () => import('../features/booking/components/BookingButton');
const BookingButton = lazy(() => loadBookingButton().then((m) => ({ default: m.BookingButton })));
const bookConsultation = <BookingButton type={1}>Book a consultation</BookingButton>;

/*
 * The hero's short contact form is prerendered with the page, but its code (and the contact form's) loads only when
 * the visitor brings it into view, points at it or focuses it: it stays out of the first load, even though it sits
 * near the top. What is typed before then is kept (the form adopts the prerendered inputs' values).
 */
const HeroContact = deferredSection(
  '.hero-contact',
  () => import('../features/contact/components/HeroContactForm').then((m) => m.HeroContactForm),
  'main',
  '0px',
);
const heroContact = <HeroContact />;

const FeaturedArticles = deferredSection('.featured-articles', () =>
  import('../features/articles/components/FeaturedArticles').then((m) => m.FeaturedArticles),
);

const Services = deferredSection('.home-services', async () => {
  const [{ ServicesSection }, { ServicesCarousel }] = await Promise.all([
    import('../features/home/components/ServicesSection'),
    import('../features/services/components/ServicesCarousel'),
  ]);
  return function HomeServices() {
    return (
      <ServicesSection>
        <ServicesCarousel />
      </ServicesSection>
    );
  };
});

const Approach = deferredSection('.home-approach', async () => {
  const [{ ApproachSection }, { ApproachCarousel }] = await Promise.all([
    import('../features/home/components/ApproachSection'),
    import('../features/services/components/ApproachCarousel'),
  ]);
  return function HomeApproach() {
    return (
      <ApproachSection>
        <ApproachCarousel />
      </ApproachSection>
    );
  };
});

/** The founder physician and the vascular surgeon. */
const CareTeam = deferredSection('.team-teaser', async () => {
  const [{ TeamTeaser }, { HOME_TEASER_MEMBERS }] = await Promise.all([
    import('../features/team/components/TeamTeaser'),
    import('../features/team/content/home-teaser-members'),
    loadBookingButton(),
  ]);
  return function HomeCareTeam() {
    return <TeamTeaser heading="Meet your care team" members={HOME_TEASER_MEMBERS} bookingAction={bookConsultation} />;
  };
});

const ProgramSection = deferredSection('.home-program', () =>
  import('../features/home/components/ProgramSection').then((m) => m.ProgramSection),
);

// Off by default (site config): a switched-off block is not rendered, so its code never loads either.
const TestimonialsSection = deferredSection('.home-testimonials', () =>
  import('../features/home/components/TestimonialsSection').then((m) => m.TestimonialsSection),
);

const Faq = deferredSection('.home-faq', async () => {
  const [{ HomeFaqSection }] = await Promise.all([
    import('../features/home/components/HomeFaqSection'),
    loadBookingButton(),
  ]);
  return function HomeFaq() {
    return <HomeFaqSection action={bookConsultation} />;
  };
});

export function HomePage() {
  return (
    <>
      <Seo
        title="Executive health and preventive care in Toronto"
        description="Comprehensive executive health assessments and an annual, renewable membership in Toronto, led by one coordinated clinical team focused on prevention."
        path={paths.home}
        jsonLd={[medicalClinicJsonLd(), faqPageJsonLd(homeFaqJsonLdEntries())]}
      />
      <HomeHero contactForm={heroContact} />
      <HomeStats />
      <FeaturedArticles />
      <Services />
      <Approach />
      <CareTeam />
      <ProgramSection />
      {CONTENT_BLOCKS.testimonials.enabled ? <TestimonialsSection /> : null}
      <Faq />
    </>
  );
}
