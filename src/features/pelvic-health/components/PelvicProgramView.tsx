import { lazy, Suspense, useId } from 'react';
import { CONTENT_BLOCKS, SITE_CONFIG } from '../../../config/site-config';
import { deferredSection } from '../../../rendering/deferred-section';
import type { BookingButtonSlot } from '../booking-slot';
import { CHAIR_SUITABILITY } from '../content/shared-copy';
import type { ProgramContent } from '../content/types';
import { PelvicChairArtwork } from './Artwork';
import { CheckList, FaqSection, MedicalDisclaimer, PageHero, StepList, TakeFirstStep } from './PageParts';
import { ProgramVideo } from './ProgramVideo';

// Near the foot of the page: the logo carousel loads as the visitor scrolls near it, not with the page.
const PartnerLogos = deferredSection('.partner-logos', () => import('./PartnerLogos').then((m) => m.PartnerLogos));

// Off in the site config by default: then its code never loads.
const Testimonials = lazy(() => import('./Testimonials').then((m) => ({ default: m.Testimonials })));

type PelvicProgramViewProps = {
  program: ProgramContent;
  /** The booking feature's BookingButton (see booking-slot.ts). */
  BookingButton: BookingButtonSlot;
};

/** The /mens and /women pages: the same layout, each with its own copy and booking type (3 men, 2 women). */
export function PelvicProgramView({ program, BookingButton }: PelvicProgramViewProps) {
  const howId = useId();
  const benefitsId = useId();
  const assessmentId = useId();
  const { hero, howItWorks, benefits, video, assessment } = program;

  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        lead={hero.lead}
        actions={<BookingButton type={program.bookingType}>{hero.cta}</BookingButton>}
        art={<PelvicChairArtwork />}
      />

      <section className="ph-section" aria-labelledby={howId}>
        <div className="container">
          <h2 id={howId} className="ph-section__heading">
            {howItWorks.heading}
          </h2>
          <p className="ph-section__intro">{howItWorks.intro}</p>
          <StepList steps={howItWorks.steps} />
        </div>
      </section>

      <section className="ph-section ph-section--sand" aria-labelledby={benefitsId}>
        <div className="container">
          <h2 id={benefitsId} className="ph-section__heading">
            {benefits.heading}
          </h2>
          <CheckList items={benefits.items} className="ph-check-list--columns" />
        </div>
      </section>

      <ProgramVideo
        heading={video.heading}
        text={video.text}
        label={video.label}
        videoUrl={SITE_CONFIG.videos.pelvicChair}
        variant="chair"
      />

      <section className="ph-section ph-section--sand" aria-labelledby={assessmentId}>
        <div className="container ph-split">
          <div>
            <h2 id={assessmentId} className="ph-section__heading">
              {assessment.heading}
            </h2>
            {assessment.paragraphs.map((paragraph) => (
              <p key={paragraph} className="ph-paragraph">
                {paragraph}
              </p>
            ))}
            <p className="ph-paragraph ph-muted">{CHAIR_SUITABILITY}</p>
          </div>
          <div className="ph-card ph-card--accent">
            <h3 className="ph-card__title">What your free assessment includes</h3>
            <CheckList items={assessment.points} />
            <BookingButton type={program.bookingType}>{assessment.cta}</BookingButton>
          </div>
        </div>
      </section>

      {CONTENT_BLOCKS.testimonials.enabled ? (
        <Suspense fallback={null}>
          <Testimonials items={program.testimonials} />
        </Suspense>
      ) : null}
      <FaqSection items={program.faq} />
      <PartnerLogos />
      <TakeFirstStep />
      <MedicalDisclaimer />
    </>
  );
}
