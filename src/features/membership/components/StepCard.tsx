import type { ReactNode } from 'react';
import type { MembershipStep } from '../content/steps';
import { MembershipIcon } from './MembershipIcon';
import './steps-slider.css';

export type StepCardProps = {
  step: MembershipStep;
  total: number;
  /** Shown on the step that carries the booking call to action. */
  action?: ReactNode;
};

export function StepCard({ step, total, action }: StepCardProps) {
  return (
    <article className="step-card" aria-labelledby={`membership-step-${step.number}`}>
      <p className="step-card__number">
        <span aria-hidden="true">{String(step.number).padStart(2, '0')}</span>
        <span className="visually-hidden">
          Step {step.number} of {total}
        </span>
      </p>
      <div className="step-card__body">
        <h3 id={`membership-step-${step.number}`}>{step.title}</h3>
        <p>{step.para}</p>
        {step.bookingCta && action ? <div className="step-card__action">{action}</div> : null}
      </div>
      {step.img ? (
        <span className="step-card__art">
          <MembershipIcon name={step.icon} size={96} />
        </span>
      ) : null}
    </article>
  );
}
