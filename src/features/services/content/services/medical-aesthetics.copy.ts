import type { Service } from '../types';
import { MEDICAL_AESTHETICS_CARD } from './medical-aesthetics.card';

/** The page's copy, loaded on demand by service-loaders.ts (named by its slug). */
export const SERVICE: Service = {
  ...MEDICAL_AESTHETICS_CARD,
  seo: {
    title: 'Medical Aesthetics in Toronto',
    description:
      'Physician-led medical aesthetics in Toronto: skin assessment, injectables and skin treatments with Health Canada-authorized products, realistic goals and clear aftercare.',
  },
  hero: {
    heading: 'Aesthetic care with a medical foundation',
    paragraph:
      'Treatments to refresh your skin and appearance, planned by clinicians who know your health history and who value subtle, natural-looking results.',
  },
  intro: {
    heading: 'A medical approach to aesthetic goals',
    paragraphs: [
      'Aesthetic treatments are medical procedures. We begin with a consultation that covers your goals, your skin, your health history and your medications, so that any treatment is suitable and safe for you.',
      'Depending on your goals, options may include injectable treatments, skin rejuvenation procedures and a daily skin-care and sun-protection plan. Results vary from person to person, and we explain what is realistic before you decide.',
    ],
  },
  details: {
    kind: 'steps',
    heading: 'From consultation to aftercare',
    items: [
      {
        title: 'Consultation',
        text: 'We discuss what you would like to change, review your health and medications, and assess your skin.',
      },
      {
        title: 'A personal plan',
        text: 'You receive recommended options with expected results, number of visits, costs, risks and recovery time, and time to think it over.',
      },
      {
        title: 'Treatment',
        text: 'Treatments are performed by trained clinicians using Health Canada-authorized products and devices.',
      },
      {
        title: 'Follow-up',
        text: 'Written aftercare instructions and a follow-up visit to review results and answer questions.',
      },
    ],
  },
  benefits: {
    heading: 'What you can expect',
    items: [
      'A consultation with no obligation to book a treatment',
      'Natural-looking results as the goal',
      'Clear information about risks, recovery time and cost in advance',
      'Treatment by trained clinicians in a medical setting',
      'Advice on sun protection and skin health that lasts beyond any treatment',
    ],
  },
  related: [
    { slug: 'naturopathic-medicine', reason: 'Support skin health with nutrition, sleep and stress care.' },
    { slug: 'iv-therapy-boost-shots', reason: 'Ask whether supervised hydration support suits you.' },
  ],
  faq: [
    {
      question: 'Are aesthetic treatments safe?',
      answer:
        'When performed by trained clinicians with authorized products, most treatments are well tolerated. Every treatment has possible side effects, such as swelling, bruising or, rarely, more serious complications. We explain them during your consultation.',
    },
    {
      question: 'How long do results last?',
      answer:
        'It depends on the treatment and on the person. Some injectable results last a few months, others longer. We give you a realistic estimate for the options you are considering.',
    },
    {
      question: 'Is there anyone who should not have these treatments?',
      answer:
        'Some treatments are not recommended during pregnancy or breastfeeding, with certain medical conditions or medications, or with an active skin infection. That is why we review your health first.',
    },
  ],
};
