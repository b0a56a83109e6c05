import { formatCount } from '../format';
import { PELVIC_CHAIR_SESSION } from '../constants';

/** Copy used on more than one pelvic floor page. */
export const CHAIR_MINUTES = `${PELVIC_CHAIR_SESSION.minutes} minutes`;
/** Adjective form: "a 28-minute session". */
export const CHAIR_SESSION = `${PELVIC_CHAIR_SESSION.minutes}-minute session`;
export const CHAIR_CONTRACTIONS = `more than ${formatCount(PELVIC_CHAIR_SESSION.contractionsOver)}`;

/** How a session goes, the same for everyone; each program adds its own last step (what comes after). */
export const chairHowItWorks = (lastStep: { title: string; text: string }) => ({
  heading: 'How it works',
  intro: 'No undressing, no probes and no gels: just a comfortable seat and a private room.',
  steps: [
    {
      title: 'You sit, fully clothed',
      text: 'You sit on the chair as you would on any seat, and our team sets the intensity with you.',
    },
    {
      title: 'The chair does the exercise',
      text: `A focused electromagnetic field triggers ${CHAIR_CONTRACTIONS} supramaximal contractions of the pelvic floor in one ${CHAIR_SESSION}.`,
    },
    lastStep,
  ],
});

export const CHAIR_SUITABILITY =
  'The chair is not suitable for everyone. It is not used during pregnancy, or for people with a pacemaker, ' +
  'defibrillator or other implanted electronic device, or metal implants in or near the pelvis. Your free ' +
  'assessment checks this before any treatment, and we will suggest other options if the chair is not right for you.';

export const EDUCATIONAL_DISCLAIMER =
  'This page is for educational purposes only and is not a substitute for personal medical advice. ' +
  'Results vary from person to person. Speak with a healthcare provider about your own situation.';

/** Under real, consented testimonials only: it would be untrue under the placeholder ones. */
export const TESTIMONIAL_NOTE = 'Comments are anonymised to protect client privacy. Individual results vary.';

export const TESTIMONIAL_SAMPLE_NOTE =
  'These comments are invented to show the layout; nobody said them. Real testimonials appear only with written ' +
  'consent and after a review against the advertising rules for physicians.';

export const NOT_INSURED_ANSWER =
  'No. This treatment is not covered by OHIP. Some extended health plans may reimburse part of the cost, ' +
  'so check with your insurer before you start.';
