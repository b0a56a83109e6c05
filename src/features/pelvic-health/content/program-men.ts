import { paths } from '../../../paths';
import { BOOKING_TYPES } from '../constants';
import { chairHowItWorks, CHAIR_MINUTES, CHAIR_SESSION, NOT_INSURED_ANSWER } from './shared-copy';
import { MEN_TESTIMONIALS } from './testimonials';
import type { ProgramContent } from './types';

export const MEN_PROGRAM: ProgramContent = {
  audience: 'men',
  path: paths.pelvicFloorMen,
  bookingType: BOOKING_TYPES.men,
  seo: {
    title: 'Pelvic Floor Therapy for Men in Toronto',
    description:
      'Non-invasive pelvic floor therapy for men: support after prostate surgery, help with leaks and urgency, and ' +
      `core strength. Fully clothed ${CHAIR_SESSION}s. Book a free assessment.`,
    breadcrumb: 'Pelvic floor therapy for men',
  },
  hero: {
    eyebrow: 'Pelvic floor therapy for men',
    heading: 'Stronger pelvic floor muscles, without surgery or medication',
    lead:
      'Whether you are recovering from prostate surgery or noticing leaks you would rather not talk about, our ' +
      'electromagnetic pelvic chair strengthens the muscles that support bladder control. You stay fully ' +
      `clothed, and each session takes ${CHAIR_MINUTES}.`,
    cta: 'Book your free assessment',
  },
  howItWorks: chairHowItWorks({
    title: 'You carry on with your day',
    text: 'There is no recovery time. You can drive, work and exercise as usual straight after.',
  }),
  benefits: {
    heading: 'Benefits for men',
    items: [
      'Supports the return of bladder control after prostate surgery',
      'Helps with leaks when you cough, lift or exercise (stress incontinence)',
      'Helps with sudden, strong urges to go (urge incontinence)',
      'Builds core and pelvic stability for golf, running and lifting',
      'Non-invasive and drug-free, with no recovery time',
      `Private, fully clothed sessions of ${CHAIR_MINUTES}`,
    ],
  },
  video: {
    heading: 'See a session from start to finish',
    text: 'A short video of the pelvic chair: what you feel, how long it takes, and what happens afterwards.',
    label: 'Play video: a pelvic chair session for men',
  },
  assessment: {
    heading: 'Start with a free assessment',
    paragraphs: [
      'Before any treatment, a member of our clinical team talks with you about your symptoms, medical history ' +
        'and goals, and checks that the chair is safe for you. There is no cost and no obligation.',
      'If the chair is right for you, we recommend a short series of sessions, usually about two a week, and ' +
        'review your progress as you go.',
    ],
    points: [
      'A private conversation about your symptoms and goals',
      'A check of your medical history, medication and any implants',
      'A clear plan and price before you commit',
    ],
    cta: 'Book your free assessment',
  },
  faq: [
    {
      question: 'Is the treatment painful?',
      answer:
        'Most men find it comfortable. You feel tingling and strong tightening of the pelvic floor muscles. The ' +
        'intensity is adjusted to suit you, and you can ask for it to be lowered at any time.',
    },
    {
      question: 'Do I need to undress?',
      answer: `No. You stay fully clothed for the whole ${CHAIR_SESSION}.`,
    },
    {
      question: 'Can it help after prostate surgery?',
      answer:
        'Pelvic floor muscle training is a standard part of regaining bladder control after a prostatectomy, and ' +
        'the chair is one way to exercise those muscles. Check with your surgeon or urologist before you start; ' +
        'we are happy to coordinate with them.',
    },
    {
      question: 'How many sessions will I need?',
      answer:
        'It depends on your symptoms and goals. Plans are usually a short series of sessions, about two a week, ' +
        'and your clinician recommends a number at your free assessment.',
    },
    {
      question: 'Is there any recovery time?',
      answer:
        'No. You can return to work and normal activity straight away. Some men notice mild muscle soreness, ' +
        'similar to after a workout, which settles within a day or two.',
    },
    {
      question: 'Who should not use the chair?',
      answer:
        'The chair is not used for people with a pacemaker, defibrillator or other implanted electronic device, ' +
        'or metal implants in or near the pelvis. Your free assessment checks this before any treatment.',
    },
    { question: 'Is it covered by OHIP?', answer: NOT_INSURED_ANSWER },
  ],
  testimonials: MEN_TESTIMONIALS,
};
