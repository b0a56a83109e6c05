import { paths } from '../../../paths';
import { ED_FIRST_COURSE_SESSIONS, ED_SESSION_MINUTES, ED_TYPICAL_TREATMENTS } from '../constants';
import { NOT_INSURED_ANSWER } from './shared-copy';
import type { FaqEntry, PageSeo, Step } from './types';

const SESSION = `${ED_SESSION_MINUTES} minutes`;
const SESSIONS_ADJ = `${ED_SESSION_MINUTES}-minute sessions`;
const FIRST_COURSE = `${ED_FIRST_COURSE_SESSIONS.min} to ${ED_FIRST_COURSE_SESSIONS.max} sessions`;
const TOTAL_COURSE = `${ED_TYPICAL_TREATMENTS.min} to ${ED_TYPICAL_TREATMENTS.max} treatments`;

export const ED_SEO: PageSeo = {
  title: 'Sound-Wave Therapy for Erectile Dysfunction in Toronto',
  description:
    'Low-intensity shockwave therapy for vascular-related erectile dysfunction: drug-free, non-invasive, ' +
    `${SESSIONS_ADJ} with no recovery time. Start with a free, confidential assessment.`,
  breadcrumb: 'Sound-wave therapy for erectile dysfunction',
};

export const ED_HERO = {
  eyebrow: 'Sound-wave therapy for men',
  heading: 'Erectile dysfunction treatment with gentle sound waves',
  lead:
    'Low-intensity shockwave therapy uses acoustic pulses to support blood flow in erectile tissue. It is ' +
    `drug-free and surgery-free, each session takes ${SESSION}, and it starts with a free, confidential ` +
    'assessment with our clinical team.',
  cta: 'Book a free consultation',
};

export type Feature = { title: string; text: string };

export const ED_FEATURES: { heading: string; intro: string; items: Feature[] } = {
  heading: 'When Blood Flow Meets Performance',
  intro:
    'Most erectile dysfunction has a physical cause, and reduced blood flow is one of the most common. ' +
    'Sound-wave therapy is designed for exactly that.',
  items: [
    {
      title: 'Non-invasive acoustic shockwave',
      text: 'Low-intensity sound waves are applied through the skin with a hand-held device. No needles, no incisions.',
    },
    { title: SESSIONS_ADJ, text: 'Short appointments that fit around a working day.' },
    { title: 'Painless for most men', text: 'Most men feel only a light tapping, and no anaesthetic is needed.' },
    { title: 'No recovery time', text: 'You can return to work and normal activity straight away.' },
    {
      title: 'Drug-free and surgery-free',
      text: 'An option for men who would rather avoid daily medication, or who have not done well with it.',
    },
    {
      title: 'Delivered by our clinical team',
      text: 'Every session takes place in our clinic with trained clinical staff, after a free assessment.',
    },
  ],
};

export const ED_SCIENCE = {
  heading: 'Science-Driven Healing Made Easy',
  paragraphs: [
    'Low-intensity shockwave therapy (Li-ESWT) sends gentle acoustic pulses into the erectile tissue. Research ' +
      'suggests the pulses may encourage the growth of new small blood vessels and improve blood flow, which is ' +
      'why the treatment is studied mainly for vascular-related erectile dysfunction.',
    'The evidence is still developing and results vary: some men notice a clear improvement, others a modest ' +
      'one, and some none. We will tell you honestly whether you are a good candidate.',
    'Erectile dysfunction can be an early sign of heart disease, diabetes or hormone changes, so your ' +
      'assessment looks at your overall health, not only the symptom.',
  ],
};

export const ED_JOURNEY: { heading: string; steps: Step[] } = {
  heading: 'Your Treatment Journey',
  steps: [
    {
      title: 'Free assessment',
      text: 'A confidential conversation with our clinical team about your symptoms, health history and goals.',
    },
    {
      title: 'Your personal plan',
      text: 'If sound-wave therapy suits you, we explain the plan, the number of sessions and the cost before you commit.',
    },
    {
      title: 'Treatment sessions',
      text: `A first course of ${FIRST_COURSE} of ${SESSION} each, usually once or twice a week.`,
    },
    {
      title: 'Follow-up',
      text: 'We review your progress after the course and discuss whether further sessions could help.',
    },
  ],
};

export const ED_STRENGTH = {
  heading: 'Strength That Shows Up Everywhere',
  text:
    'Healthy blood flow and a strong pelvic floor work together. Our Platinum Package pairs sound-wave therapy ' +
    'with a pelvic floor strength session in our electromagnetic pelvic chair.',
  link: { href: paths.pelvicFloorMen, label: 'Learn about pelvic floor therapy for men' },
  videoLabel: 'Play video: how sound-wave therapy works',
};

export const ED_PRICING_COPY = {
  heading: 'Sound-wave therapy pricing',
  intro: 'Choose a single session or save with a package. Prices are in Canadian dollars.',
};

export const ED_FAQ: FaqEntry[] = [
  {
    question: 'Who is sound-wave therapy for?',
    answer:
      'Men of all ages with erectile dysfunction can be assessed. It has been studied mostly in men whose ' +
      'erectile dysfunction is related to blood flow, and that is where it is most likely to help.',
  },
  {
    question: 'Is it really drug-free and surgery-free?',
    answer:
      'Yes. No medication, needles or incisions are involved. If you already take medication for erectile ' +
      'dysfunction, you can usually continue it; discuss this with your clinician.',
  },
  {
    question: 'How many treatments will I need?',
    answer:
      `Typically ${TOTAL_COURSE} in total. Many plans start with a course of ${FIRST_COURSE} of ${SESSION}, ` +
      'and we review your progress at follow-up before recommending more.',
  },
  {
    question: 'Are there side effects?',
    answer:
      'No known serious side effects have been reported in clinical studies. A few men notice mild, ' +
      'short-lived redness or tenderness where the device was applied.',
  },
  {
    question: 'Does it hurt?',
    answer:
      'Most men describe a light tapping sensation. No anaesthetic is needed, and there is no recovery time, so ' +
      'you can return to your day straight after.',
  },
  {
    question: 'When might I notice a difference?',
    answer:
      'Some men notice a change within a few weeks; for others it takes a few months after the course. Results ' +
      'vary, and not everyone responds.',
  },
  { question: 'Is it covered by OHIP?', answer: NOT_INSURED_ANSWER },
];

export const ED_CLOSING = {
  heading: 'Book Your Free Assessment Today',
  text:
    'A confidential conversation with our clinical team, with no obligation. We will explain your options, ' +
    'including whether sound-wave therapy is right for you.',
  cta: 'Book your free assessment',
};
