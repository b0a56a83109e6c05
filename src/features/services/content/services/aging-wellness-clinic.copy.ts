import { paths } from '../../../../paths';
import type { Service } from '../types';
import { AGING_WELLNESS_CARD } from './aging-wellness-clinic.card';

/** The page's copy, loaded on demand by service-loaders.ts (named by its slug). */
export const SERVICE: Service = {
  ...AGING_WELLNESS_CARD,
  seo: {
    title: 'Aging & Wellness Clinic in Toronto',
    description:
      'Preventive care for healthy aging in Toronto: strength and balance, heart and bone health, sleep, memory, screening and vaccines, in a plan reviewed every year.',
  },
  hero: {
    heading: 'Plan now for strong, independent years ahead',
    paragraph:
      'Healthy aging is not about chasing youth. It is about keeping the strength, balance, memory and energy to live the way you want, for as long as possible.',
  },
  intro: {
    heading: 'Prevention that looks years ahead',
    paragraphs: [
      'Many of the conditions that limit independence later in life, such as heart disease, osteoporosis, falls and some forms of memory loss, have risk factors that can be found and improved early.',
      'Our physicians look at the whole picture, from blood pressure, cholesterol and bone density to sleep, hearing, mood and physical function, and build a plan with you that is reviewed every year.',
    ],
  },
  details: {
    kind: 'list',
    heading: 'Why, who and how',
    items: [
      {
        title: 'Why start now',
        text: 'Muscle strength, bone density and heart health respond to action at any age, but the earlier you start, the more you protect.',
      },
      {
        title: 'Who it may suit',
        text: 'Adults over 40 who want a structured prevention plan, people caring for their own parents who want to plan ahead, and anyone noticing early changes in energy, sleep or strength.',
      },
      {
        title: 'How it works',
        text: 'A detailed assessment, tests chosen for your age and history, a written plan covering exercise, nutrition, sleep, screening and vaccines, and regular check-ins to keep it on track.',
      },
    ],
  },
  benefits: {
    heading: 'What you can expect',
    items: [
      'A personal prevention plan, reviewed with you every year',
      'Screening and vaccines matched to Canadian guidelines for your age',
      'Practical advice on strength, balance and fall prevention',
      'Attention to sleep, mood, hearing and memory, not only lab results',
      'One team that coordinates your care across services',
    ],
  },
  related: [
    { slug: 'sports-medicine', reason: 'Build a safe strength and balance program.' },
    { slug: 'audiology', reason: 'Check your hearing, an important part of healthy aging.' },
    { slug: 'dna-clinical-testing', reason: 'Add genetic insight to your prevention plan.' },
  ],
  note: {
    text: 'Concerned about memory changes, falls or complex medications in an older relative? Our Geriatric Health Assessment Program is covered by OHIP with a referral from a family physician.',
    linkLabel: 'Learn about the Geriatric Health Assessment Program',
    href: paths.geriatricAssessment,
  },
  faq: [
    {
      question: 'How is this different from a regular physical?',
      answer:
        'A regular visit often focuses on the problem of the day. Here we take the time to assess long-term risks across heart, bone, brain, muscle and mood, and build a plan you can follow between visits.',
    },
    {
      question: 'I feel healthy. Is this worth it?',
      answer:
        'Many risks, such as high blood pressure, low bone density or gradual muscle loss, cause no symptoms at first. Finding them early gives you the most options.',
    },
    {
      question: 'How does this relate to the Geriatric Health Assessment Program?',
      answer:
        'The Aging & Wellness Clinic is a private preventive service for adults over 40. The Geriatric Health Assessment Program is a separate, OHIP-covered assessment for older adults with complex needs, such as memory changes, falls or many medications, and it requires a referral from a family physician.',
    },
    {
      question: 'Will you work with my family physician?',
      answer: 'Yes. With your permission, we share our findings and recommendations with your family physician.',
    },
  ],
};
