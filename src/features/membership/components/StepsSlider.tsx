import { lazy, Suspense, type ReactNode } from 'react';
import type { CarouselPosition } from '../../../components/carousel/Carousel';
import { useReducedMotion } from '../../../components/carousel/use-reduced-motion';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { SLIDER_WHEEL_LOCK_MS } from '../constants';
import { MEMBERSHIP_STEPS, type MembershipStep } from '../content/steps';
import { StepCard } from './StepCard';
import './steps-slider.css';

export type StepsSliderProps = {
  steps?: readonly MembershipStep[];
  /**
   * The "Book a consultation" button of the last step (booking popup, type 1). It belongs to the booking
   * feature, so the page composes it and hands it in.
   */
  finalAction?: ReactNode;
};

/** The carousel's code (3.3 kB gzip) loads as the steps near the viewport: it is no part of the page's first load. */
const Carousel = lazy(() => import('../../../components/carousel/Carousel').then((m) => ({ default: m.Carousel })));

/** One step per view at every width, edge to edge: each slide holds its own centred container. */
const ONE_STEP = { 0: { slidesPerView: 1, spaceBetween: 0 } };

/** Where the visitor is among the steps, and the Previous/Next buttons. */
function StepsBar({ index, count, atStart, atEnd, go, trackId }: CarouselPosition) {
  return (
    <div className="container steps-slider__bar">
      <p className="steps-slider__status" role="status">
        Step {index + 1} of {count}
      </p>
      <div className="steps-slider__progress" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <span key={i} className={i <= index ? 'is-done' : undefined} />
        ))}
      </div>
      <div className="steps-slider__controls">
        <button
          type="button"
          className="button button--secondary button--small"
          aria-controls={trackId}
          aria-disabled={atStart}
          onClick={() => !atStart && go(-1)}
        >
          Previous <span className="visually-hidden">step</span>
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          aria-controls={trackId}
          aria-disabled={atEnd}
          onClick={() => !atEnd && go(1)}
        >
          Next <span className="visually-hidden">step</span>
        </button>
      </div>
    </div>
  );
}

/**
 * The six membership steps. The prerendered HTML (and any visitor who prefers reduced motion) gets
 * plain stacked cards. In the browser, once the motion preference is known to allow it, the same cards
 * become a carousel of one step per view (the shared Carousel, on swiper once the visitor engages with it): the
 * wheel pages it one step at a time with a 600 ms lock, arrow keys (Home and End too) and the Previous/Next buttons
 * move a step, touch swipes.
 */
export function StepsSlider({ steps = MEMBERSHIP_STEPS, finalAction }: StepsSliderProps) {
  // Stacked cards while the motion preference is unknown (the prerendered HTML, the hydrating render), and until
  // the steps near the viewport.
  const [anchor, near] = useNearViewport();
  const interactive = useReducedMotion() === false && near;
  const total = steps.length;
  const cards = steps.map((step) => <StepCard key={step.number} step={step} total={total} action={finalAction} />);
  const stacked = (
    <ol className="container plain-list steps-stack">
      {cards.map((card, i) => (
        <li key={steps[i]?.number}>{card}</li>
      ))}
    </ol>
  );

  return (
    <section ref={anchor} className="membership-steps" aria-labelledby="membership-steps-heading">
      <div className="container membership-steps__intro">
        <h2 id="membership-steps-heading">How membership works, step by step</h2>
        <p>From your first conversation to care that continues all year, here is what to expect.</p>
      </div>

      {interactive ? (
        <Suspense fallback={stacked}>
          <Carousel
            label="Membership steps"
            className="steps-slider"
            slides={cards.map((card) => (
              <div key={card.key} className="container steps-slider__slide">
                {card}
              </div>
            ))}
            breakpoints={ONE_STEP}
            autoplayMs={false}
            wheelLockMs={SLIDER_WHEEL_LOCK_MS}
            description={`Use the Left and Right arrow keys or the Previous and Next buttons to move between the ${total} steps.`}
            renderControls={(position) => <StepsBar {...position} />}
          />
        </Suspense>
      ) : (
        stacked
      )}
    </section>
  );
}
