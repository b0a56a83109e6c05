import type { Service } from '../types';
import { GLOBAL_MEDICAL_CONSULTING_CARD } from './global-medical-consulting.card';

/** The page's copy, loaded on demand by service-loaders.ts (named by its slug). */
export const SERVICE: Service = {
  ...GLOBAL_MEDICAL_CONSULTING_CARD,
  seo: {
    title: 'Global Medical Consulting in Toronto',
    description:
      'Physician-led medical consulting from Toronto: second opinions, help understanding complex diagnoses, organized medical records and coordination of care in Canada and abroad.',
  },
  hero: {
    heading: 'Expert guidance when your care crosses borders',
    paragraph:
      'A serious diagnosis, a second opinion or treatment in another country can be hard to navigate. Our physicians help you understand your options and coordinate the next steps.',
  },
  intro: {
    heading: 'A physician in your corner',
    paragraphs: [
      'Complex medical decisions often involve several specialists, long records and unfamiliar systems. We review your history, help you prepare the right questions and explain the answers in plain language.',
      'For families who live or travel between countries, we help organize records, find appropriate specialists and keep everyone informed, while your treating doctors remain responsible for your care.',
    ],
  },
  details: {
    kind: 'steps',
    heading: 'How we work with you',
    items: [
      {
        title: 'Understand your situation',
        text: 'A consultation to learn about your diagnosis, treatment so far and what you want to decide.',
      },
      {
        title: 'Gather and review records',
        text: 'With your consent, we collect reports, imaging and test results and prepare a clear medical summary.',
      },
      {
        title: 'Find the right expertise',
        text: 'We identify suitable specialists or centres, in Canada or abroad, and help arrange second opinions.',
      },
      {
        title: 'Coordinate and follow through',
        text: 'We help you compare advice, plan next steps and keep your family physician and other doctors informed.',
      },
    ],
  },
  benefits: {
    heading: 'What you can expect',
    items: [
      'A physician who takes time to understand your whole history',
      'An organized medical summary you can share with any doctor',
      'Help preparing questions for specialists and understanding their answers',
      'Coordination across clinics, hospitals and countries',
      'Confidential handling of your health information, shared only with your consent',
    ],
  },
  related: [
    { slug: 'dna-clinical-testing', reason: 'Add genetic testing when it may change a decision.' },
    { slug: 'aging-wellness-clinic', reason: 'Keep long-term prevention on track between opinions.' },
  ],
  faq: [
    {
      question: 'Can you guarantee an appointment with a particular specialist or hospital?',
      answer:
        'No. We help you find and contact suitable specialists and prepare a strong referral package, but each specialist or centre sets its own availability and criteria.',
    },
    {
      question: 'Do you replace my own doctors?',
      answer:
        'No. We support you and your doctors. Your treating physicians remain responsible for your treatment, and we keep them informed with your permission.',
    },
    {
      question: 'Is this service covered by OHIP?',
      answer:
        'No. Consulting and coordination services are private. OHIP pays for planned treatment outside Canada only in limited cases and only with prior approval; we can explain how that process works.',
    },
  ],
};
