import type { Service } from '../types';
import { AUDIOLOGY_CARD } from './audiology.card';

/** The page's copy, loaded on demand by service-loaders.ts (named by its slug). */
export const SERVICE: Service = {
  ...AUDIOLOGY_CARD,
  seo: {
    title: 'Audiology and Hearing Tests in Toronto',
    description:
      'Hearing assessments in Toronto by audiologists: clear results, hearing aid advice and fitting, tinnitus support and follow-up, coordinated with your physicians.',
  },
  hero: {
    heading: 'Hear the conversations that matter',
    paragraph:
      'Hearing changes gradually, so many people adapt without noticing. A thorough hearing assessment gives you a clear baseline and practical options if your hearing has changed.',
  },
  intro: {
    heading: 'Why hearing belongs in preventive care',
    paragraphs: [
      'Hearing loss is common after 50, and untreated hearing loss is linked to social isolation and is considered one of the risk factors for cognitive decline that people can do something about.',
      'Our audiologists test how well you hear different pitches and understand speech, explain the results in plain language, and discuss options that suit your daily life.',
    ],
  },
  details: {
    kind: 'steps',
    heading: 'Your hearing assessment, step by step',
    items: [
      {
        title: 'Conversation and history',
        text: 'We ask about the situations where hearing is hardest, noise exposure, ringing in the ears and relevant health conditions.',
      },
      {
        title: 'Ear check',
        text: 'The audiologist looks into your ears to check for wax or anything else that could affect the results.',
      },
      {
        title: 'Hearing tests',
        text: 'In a sound booth you respond to tones and words, which shows how well you hear and understand speech.',
      },
      {
        title: 'Results and options',
        text: 'We go through your results together and discuss next steps, which may include hearing aids, communication strategies or a referral to an ear, nose and throat specialist.',
      },
    ],
  },
  benefits: {
    heading: 'What you can expect',
    items: [
      'Assessments by regulated audiologists',
      'Results explained in plain language, with a copy for your records',
      'Independent hearing aid advice matched to your hearing and budget',
      'Support for tinnitus and for communicating in noisy places',
      'Referral to medical specialists when results suggest it',
    ],
  },
  related: [
    { slug: 'aging-wellness-clinic', reason: 'Include hearing in a broader plan for healthy aging.' },
    { slug: 'global-medical-consulting', reason: 'Get help coordinating specialist opinions and records.' },
  ],
  faq: [
    {
      question: 'How do I know if I should have my hearing tested?',
      answer:
        'Consider a test if you often ask people to repeat themselves, find conversations in restaurants tiring, turn the television up louder than others like, or notice ringing in your ears. A baseline test after 50 is also useful even without symptoms.',
    },
    {
      question: 'Does the hearing test hurt?',
      answer: 'No. The tests involve listening to sounds through headphones and responding. They are painless.',
    },
    {
      question: 'Is there help with the cost of hearing aids?',
      answer:
        "Ontario's Assistive Devices Program helps eligible residents with part of the cost of hearing aids, and many extended health plans contribute as well. Private hearing tests are not covered by OHIP. We can explain the options that apply to you.",
    },
    {
      question: 'What if I hear ringing or a sudden change in my hearing?',
      answer:
        'A sudden loss of hearing, especially in one ear, needs urgent medical attention. Contact your doctor the same day or go to an emergency department. For ongoing ringing (tinnitus), an audiology assessment is a good first step.',
    },
  ],
};
