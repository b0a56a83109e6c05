import { paths } from '../../../paths';
import { BOOKING_TYPES, WOMEN_PACKAGE_SESSIONS } from '../constants';
import { chairHowItWorks, CHAIR_MINUTES, CHAIR_SESSION, NOT_INSURED_ANSWER } from './shared-copy';
import { WOMEN_TESTIMONIALS } from './testimonials';
import type { ProgramContent } from './types';

const PACKAGE = `${WOMEN_PACKAGE_SESSIONS} sessions`;

export const WOMEN_PROGRAM: ProgramContent = {
  audience: 'women',
  path: paths.pelvicFloorWomen,
  bookingType: BOOKING_TYPES.women,
  seo: {
    title: 'Pelvic Floor Therapy for Women in Toronto',
    description:
      'Non-invasive pelvic floor therapy for women: help with leaks, urgency and recovery after childbirth. ' +
      `Fully clothed ${CHAIR_SESSION}s, typically a package of ${PACKAGE}. Free assessment.`,
    breadcrumb: 'Pelvic floor therapy for women',
  },
  hero: {
    eyebrow: 'Pelvic floor therapy for women',
    heading: 'Pelvic floor strength for every stage of life',
    lead:
      'Leaks when you laugh, sneeze or run are common after childbirth and with age, but you do not have to plan ' +
      'your day around them. Our electromagnetic pelvic chair strengthens the deep pelvic floor muscles while ' +
      `you sit fully clothed, in sessions of ${CHAIR_MINUTES}.`,
    cta: 'Book your free assessment',
  },
  howItWorks: chairHowItWorks({
    title: 'You carry on with your day',
    text: `There is no recovery time. Most women follow a package of ${PACKAGE}, usually two a week.`,
  }),
  benefits: {
    heading: 'Benefits for women',
    items: [
      'Helps with leaks when you cough, laugh, sneeze or exercise (stress incontinence)',
      'Helps with sudden, strong urges to go (urge incontinence)',
      'Supports pelvic floor recovery after childbirth, once your care provider has cleared you',
      'Builds core strength and pelvic stability',
      'Non-invasive and drug-free, with no recovery time',
      `Typically a package of ${PACKAGE}, each of ${CHAIR_MINUTES}`,
    ],
  },
  video: {
    heading: 'See a session from start to finish',
    text: 'A short video of the pelvic chair: what you feel, how long it takes, and what happens afterwards.',
    label: 'Play video: a pelvic chair session for women',
  },
  assessment: {
    heading: 'Start with a free assessment',
    paragraphs: [
      'Before any treatment, a member of our clinical team talks with you about your symptoms, pregnancies, ' +
        'medical history and goals, and checks that the chair is safe for you. There is no cost and no obligation.',
      `Most women follow a package of ${PACKAGE}, usually two a week, and we review your progress along the way.`,
    ],
    points: [
      'A private conversation about your symptoms and goals',
      'A check of your medical history, any IUD and any implants',
      'A clear plan and price before you commit',
    ],
    cta: 'Book your free assessment',
  },
  faq: [
    {
      question: 'Is the treatment painful?',
      answer:
        'Most women find it comfortable. You feel tingling and strong tightening of the pelvic floor muscles. The ' +
        'intensity is adjusted to suit you, and you can ask for it to be lowered at any time.',
    },
    {
      question: 'Do I need to undress?',
      answer: `No. You stay fully clothed for the whole ${CHAIR_SESSION}.`,
    },
    {
      question: 'How many sessions will I need?',
      answer: `Most women follow a package of ${PACKAGE}, usually two a week. Your clinician confirms the plan at your free assessment.`,
    },
    {
      question: 'How soon after having a baby can I start?',
      answer:
        'Once your healthcare provider has cleared you after delivery, usually at your postnatal check around six ' +
        'weeks, or later after a caesarean birth. The chair is not used during pregnancy.',
    },
    {
      question: 'Can I use the chair if I have an IUD?',
      answer:
        'Tell us about any IUD at your assessment. A copper IUD or other metal in or near the pelvis can make the ' +
        'chair unsuitable, so we check before any treatment.',
    },
    {
      question: 'Is there any recovery time?',
      answer:
        'No. You can return to work and normal activity straight away. Some women notice mild muscle soreness, ' +
        'similar to after a workout, which settles within a day or two.',
    },
    {
      question: 'Who should not use the chair?',
      answer:
        'The chair is not used during pregnancy, or for people with a pacemaker, defibrillator or other implanted ' +
        'electronic device, or metal implants in or near the pelvis. Your free assessment checks this first.',
    },
    { question: 'Is it covered by OHIP?', answer: NOT_INSURED_ANSWER },
  ],
  testimonials: WOMEN_TESTIMONIALS,
};
