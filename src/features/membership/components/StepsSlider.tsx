import { useId, type ReactNode } from 'react';
import { MEMBERSHIP_STEPS, type MembershipStep } from '../content/steps';
import { useReducedMotion } from '../../../components/carousel/use-reduced-motion';
import { useStepsSlider } from '../hooks/use-steps-slider';
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

/**
 * The six membership steps. The prerendered HTML (and any visitor who prefers reduced motion) gets
 * plain stacked cards. In the browser, once the motion preference is known to allow it, the same cards
 * become a horizontal, scroll-snapping slider: the wheel pages it one step at a time with a 600 ms lock,
 * arrow keys and the Previous/Next buttons move a step, touch swipes natively.
 */
export function StepsSlider({ steps = MEMBERSHIP_STEPS, finalAction }: StepsSliderProps) {
  // Stacked cards while the motion preference is unknown (the prerendered HTML, the hydrating render).
  const interactive = useReducedMotion() === false;
  const { frameRef, trackRef, active, goTo } = useStepsSlider({ count: steps.length, enabled: interactive });
  const trackId = useId();
  const hintId = useId();
  const total = steps.length;

  const cards = steps.map((step) => <StepCard key={step.number} step={step} total={total} action={finalAction} />);

  return (
    <section className="membership-steps" aria-labelledby="membership-steps-heading">
      <div className="container membership-steps__intro">
        <h2 id="membership-steps-heading">How membership works, step by step</h2>
        <p>From your first conversation to care that continues all year, here is what to expect.</p>
      </div>

      {interactive ? (
        <div ref={frameRef} className="steps-slider">
          <div className="container steps-slider__bar">
            <p className="steps-slider__status" role="status">
              Step {active + 1} of {total}
            </p>
            <div className="steps-slider__progress" aria-hidden="true">
              {steps.map((step, i) => (
                <span key={step.number} className={i <= active ? 'is-done' : undefined} />
              ))}
            </div>
            <div className="steps-slider__controls">
              <button
                type="button"
                className="button button--secondary button--small"
                aria-controls={trackId}
                aria-disabled={active === 0}
                onClick={() => goTo(active - 1)}
              >
                Previous <span className="visually-hidden">step</span>
              </button>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-controls={trackId}
                aria-disabled={active === total - 1}
                onClick={() => goTo(active + 1)}
              >
                Next <span className="visually-hidden">step</span>
              </button>
            </div>
          </div>
          <div
            ref={trackRef}
            id={trackId}
            className="steps-slider__track"
            role="region"
            aria-label="Membership steps"
            aria-describedby={hintId}
            // A scrolling region must be reachable by keyboard (WCAG 2.1.1); useStepsSlider handles its arrow keys.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <ol className="plain-list steps-slider__list">
              {cards.map((card, i) => (
                <li
                  key={steps[i]?.number}
                  className="steps-slider__slide"
                  aria-current={i === active ? 'step' : undefined}
                >
                  <div className="container">{card}</div>
                </li>
              ))}
            </ol>
          </div>
          <p id={hintId} className="visually-hidden">
            Use the Left and Right arrow keys or the Previous and Next buttons to move between the {total} steps.
          </p>
        </div>
      ) : (
        <ol className="container plain-list steps-stack">
          {cards.map((card, i) => (
            <li key={steps[i]?.number}>{card}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
