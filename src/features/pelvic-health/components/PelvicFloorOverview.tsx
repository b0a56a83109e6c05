import { useId } from 'react';
import { Link } from 'wouter';
import { BOOKING_TYPES } from '../constants';
import type { BookingButtonSlot } from '../booking-slot';
import { OVERVIEW_ASSESSMENT, OVERVIEW_HERO, OVERVIEW_STEPS, WHO_IT_HELPS } from '../content/overview';
import { CHAIR_SUITABILITY } from '../content/shared-copy';
import { PelvicChairArtwork } from './Artwork';
import { CheckList, MedicalDisclaimer, PageHero, StepList, TakeFirstStep } from './PageParts';

/** The shared /pelvic-floor-therapy page: the pelvic chair, who it helps, and the way into /mens and /women. */
export function PelvicFloorOverview({ BookingButton }: { BookingButton: BookingButtonSlot }) {
  const howId = useId();
  const whoId = useId();
  const assessmentId = useId();

  return (
    <>
      <PageHero
        eyebrow={OVERVIEW_HERO.eyebrow}
        heading={OVERVIEW_HERO.heading}
        lead={OVERVIEW_HERO.lead}
        actions={<BookingButton type={BOOKING_TYPES.overview}>{OVERVIEW_HERO.cta}</BookingButton>}
        art={<PelvicChairArtwork />}
      />

      <section className="ph-section" aria-labelledby={howId}>
        <div className="container">
          <h2 id={howId} className="ph-section__heading">
            {OVERVIEW_STEPS.heading}
          </h2>
          <p className="ph-section__intro">{OVERVIEW_STEPS.intro}</p>
          <StepList steps={OVERVIEW_STEPS.steps} />
        </div>
      </section>

      <section className="ph-section ph-section--sand" aria-labelledby={whoId}>
        <div className="container">
          <h2 id={whoId} className="ph-section__heading">
            {WHO_IT_HELPS.heading}
          </h2>
          <p className="ph-section__intro">{WHO_IT_HELPS.intro}</p>
          <ul className="plain-list ph-grid-2">
            {WHO_IT_HELPS.cards.map((card) => (
              <li key={card.heading} className="ph-card">
                <h3 className="ph-card__title">{card.heading}</h3>
                <CheckList items={card.items} />
                <Link href={card.link.href} className="button button--secondary">
                  {card.link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="ph-section" aria-labelledby={assessmentId}>
        <div className="container">
          <h2 id={assessmentId} className="ph-section__heading">
            {OVERVIEW_ASSESSMENT.heading}
          </h2>
          <p className="ph-paragraph">{OVERVIEW_ASSESSMENT.text}</p>
          <p className="ph-paragraph ph-muted">{CHAIR_SUITABILITY}</p>
          <div className="ph-actions">
            <BookingButton type={BOOKING_TYPES.overview}>{OVERVIEW_ASSESSMENT.cta}</BookingButton>
          </div>
        </div>
      </section>

      <TakeFirstStep />
      <MedicalDisclaimer />
    </>
  );
}
