import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { DeferredFaqAccordion } from '../../../components/faq/DeferredFaqAccordion';
import { paths } from '../../../paths';
import { EDUCATIONAL_DISCLAIMER } from '../content/shared-copy';
import type { FaqEntry, Step } from '../content/types';
import { CheckIcon } from './Artwork';
import './pelvic-health.css';

type HeroProps = { eyebrow: string; heading: string; lead: string; actions: ReactNode; art: ReactNode };

/** The page's one h1, with its call to action and an illustration. */
export function PageHero({ eyebrow, heading, lead, actions, art }: HeroProps) {
  const headingId = useId();
  return (
    <section className="ph-hero" aria-labelledby={headingId}>
      <div className="container ph-hero__inner">
        <div className="ph-hero__text">
          <p className="ph-eyebrow">{eyebrow}</p>
          <h1 id={headingId}>{heading}</h1>
          <p className="ph-lead">{lead}</p>
          <div className="ph-actions">{actions}</div>
        </div>
        <div className="ph-hero__art">{art}</div>
      </div>
    </section>
  );
}

/** Numbered steps as an ordered list of cards (h3 titles). */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="ph-steps">
      {steps.map((step, i) => (
        <li key={step.title} className="ph-card ph-step">
          <span className="ph-step__number" aria-hidden="true">
            {i + 1}
          </span>
          <h3 className="ph-card__title">{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={`plain-list ph-check-list${className ? ` ${className}` : ''}`}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** FAQ without tabs (the pelvic and ED variants of the spec). */
export function FaqSection({ items, heading = 'Frequently asked questions' }: { items: FaqEntry[]; heading?: string }) {
  const headingId = useId();
  return (
    <section className="ph-section" aria-labelledby={headingId}>
      <div className="container">
        <div className="ph-faq">
          <h2 id={headingId} className="ph-section__heading">
            {heading}
          </h2>
          <DeferredFaqAccordion
            items={items.map((item) => ({ question: item.question, answer: <p>{item.answer}</p> }))}
          />
        </div>
      </div>
    </section>
  );
}

/** The closing call to action of the spec: "Take the first step" goes to the contact page. */
export function TakeFirstStep() {
  const headingId = useId();
  return (
    <section className="ph-section on-dark ph-closing" aria-labelledby={headingId}>
      <div className="container ph-closing__inner">
        <h2 id={headingId}>Questions before you book?</h2>
        <p className="ph-lead">
          Tell us what is going on and our team will help you decide whether pelvic floor therapy is the right next
          step. Every conversation is confidential.
        </p>
        <Link href={paths.contact} className="button button--accent">
          Take the first step
        </Link>
      </div>
    </section>
  );
}

export function MedicalDisclaimer() {
  return (
    <div className="container">
      <p className="ph-disclaimer">{EDUCATIONAL_DISCLAIMER}</p>
    </div>
  );
}
