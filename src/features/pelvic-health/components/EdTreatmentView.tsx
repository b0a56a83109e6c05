import { useId } from 'react';
import { Link } from 'wouter';
import { VideoButton } from '../../../components/video/VideoButton';
import { SITE_CONFIG } from '../../../config/site-config';
import type { BookingButtonSlot } from '../booking-slot';
import { BOOKING_TYPES } from '../constants';
import { ED_CLOSING, ED_FAQ, ED_FEATURES, ED_HERO, ED_JOURNEY, ED_SCIENCE, ED_STRENGTH } from '../content/ed-treatment';
import { SoundWaveArtwork, VideoPoster } from './Artwork';
import { FaqSection, MedicalDisclaimer, PageHero, StepList } from './PageParts';
import { PricingBlock } from './PricingBlock';
import './program-video.css';

type EdTreatmentViewProps = {
  /** The booking feature's BookingButton (see booking-slot.ts). */
  BookingButton: BookingButtonSlot;
  /** Passed to the pricing block: when false its options link to the contact page. */
  bookingEnabled?: boolean;
};

/** The /ed-treatment landing page (sound-wave therapy). Every booking button uses scheduling type 4. */
export function EdTreatmentView({ BookingButton, bookingEnabled = true }: EdTreatmentViewProps) {
  const featuresId = useId();
  const scienceId = useId();
  const journeyId = useId();
  const strengthId = useId();
  const closingId = useId();
  const type = BOOKING_TYPES.edTreatment;

  return (
    <>
      <PageHero
        eyebrow={ED_HERO.eyebrow}
        heading={ED_HERO.heading}
        lead={ED_HERO.lead}
        actions={<BookingButton type={type}>{ED_HERO.cta}</BookingButton>}
        art={<SoundWaveArtwork />}
      />

      <section className="ph-section" aria-labelledby={featuresId}>
        <div className="container">
          <h2 id={featuresId} className="ph-section__heading">
            {ED_FEATURES.heading}
          </h2>
          <p className="ph-section__intro">{ED_FEATURES.intro}</p>
          <ul className="plain-list ph-features">
            {ED_FEATURES.items.map((feature) => (
              <li key={feature.title} className="ph-feature">
                <h3 className="ph-card__title">{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="ph-section" aria-labelledby={scienceId}>
        <div className="container">
          <div className="ph-card ph-card--wide on-dark">
            <h2 id={scienceId} className="ph-section__heading">
              {ED_SCIENCE.heading}
            </h2>
            {ED_SCIENCE.paragraphs.map((paragraph) => (
              <p key={paragraph} className="ph-paragraph">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </section>

      <section className="ph-section ph-section--sand" aria-labelledby={journeyId}>
        <div className="container">
          <h2 id={journeyId} className="ph-section__heading">
            {ED_JOURNEY.heading}
          </h2>
          <StepList steps={ED_JOURNEY.steps} />
        </div>
      </section>

      <section className="ph-section" aria-labelledby={strengthId}>
        <div className="container">
          <div className="ph-card ph-card--wide ph-video-section">
            <div>
              <h2 id={strengthId} className="ph-section__heading">
                {ED_STRENGTH.heading}
              </h2>
              <p className="ph-paragraph">{ED_STRENGTH.text}</p>
              <Link href={ED_STRENGTH.link.href} className="ph-text-link">
                {ED_STRENGTH.link.label}
              </Link>
            </div>
            {/* A poster, not an autoplaying embed: see ProgramVideo for why (WCAG 2.2.2 and performance). */}
            <VideoButton videoUrl={SITE_CONFIG.videos.edTherapy} label={ED_STRENGTH.videoLabel} className="ph-video">
              <VideoPoster variant="sound-wave" />
              <span className="ph-video__cta">Play video</span>
            </VideoButton>
          </div>
        </div>
      </section>

      <PricingBlock BookingButton={BookingButton} bookingEnabled={bookingEnabled} />
      <FaqSection items={ED_FAQ} heading="Frequently Asked Questions" />

      <section className="ph-section on-dark ph-closing" aria-labelledby={closingId}>
        <div className="container ph-closing__inner">
          <h2 id={closingId}>{ED_CLOSING.heading}</h2>
          <p className="ph-lead">{ED_CLOSING.text}</p>
          <BookingButton type={type} className="button button--accent">
            {ED_CLOSING.cta}
          </BookingButton>
        </div>
      </section>
      <MedicalDisclaimer />
    </>
  );
}
