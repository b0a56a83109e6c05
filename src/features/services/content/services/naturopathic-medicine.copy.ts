import type { Service } from '../types';
import { NATUROPATHIC_MEDICINE_CARD } from './naturopathic-medicine.card';

/** The page's copy, loaded on demand by service-loaders.ts (named by its slug). */
export const SERVICE: Service = {
  ...NATUROPATHIC_MEDICINE_CARD,
  seo: {
    title: 'Naturopathic Medicine in Toronto',
    description:
      'Licensed naturopathic doctors in Toronto who focus on nutrition, sleep, stress and lifestyle, and who coordinate with your physicians and review supplements for safety.',
  },
  hero: {
    heading: 'Naturopathic care that works with your medical team',
    paragraph:
      'Practical support for the everyday habits that shape long-term health, from licensed naturopathic doctors who share notes with your physicians and check every recommendation against your medications.',
  },
  intro: {
    heading: 'A whole-person view, grounded in safety',
    paragraphs: [
      'Naturopathic doctors in Ontario are regulated health professionals. Ours spend time understanding your diet, sleep, stress, activity and goals, and help you make changes you can keep up.',
      'Naturopathic care complements medical care; it does not replace it. Supplements and herbal products can interact with prescription medications, so we review everything you take and keep your physician informed.',
    ],
  },
  details: {
    kind: 'list',
    heading: 'Why, who and how',
    items: [
      {
        title: 'Why it helps',
        text: 'Small, steady changes to nutrition, sleep and stress management are some of the most reliable ways to support energy, digestion and long-term health.',
      },
      {
        title: 'Who it may suit',
        text: 'Adults who want structured help with diet, weight, sleep, digestion or stress, and anyone taking several supplements who wants them reviewed for safety.',
      },
      {
        title: 'How it works',
        text: 'A first visit of about an hour to understand your history and goals, a written plan, and shorter follow-ups to adjust the plan as you go.',
      },
    ],
  },
  benefits: {
    heading: 'What you can expect',
    items: [
      'Time to talk through your health and goals in detail',
      'A written plan focused on food, sleep, movement and stress',
      'A review of every supplement you take, including possible interactions',
      'Coordination with your physician and the rest of your care team',
      'Recommendations based on evidence, with honesty about its limits',
    ],
  },
  related: [
    { slug: 'iv-therapy-boost-shots', reason: 'Add supervised IV or boost-shot support when there is a clear reason.' },
    { slug: 'aging-wellness-clinic', reason: 'Fold lifestyle changes into a plan for healthy aging.' },
    { slug: 'gyno-uro-clinic', reason: 'Get medical care for menopause, bladder or pelvic concerns.' },
  ],
  faq: [
    {
      question: 'Are your naturopathic doctors licensed?',
      answer:
        'Yes. Naturopathic doctors in Ontario are regulated by the College of Naturopaths of Ontario, and ours are registered with it.',
    },
    {
      question: 'Will I have to stop my prescription medications?',
      answer:
        'No. Never stop or change a prescription medication without talking to the physician who prescribed it. Our naturopathic doctors work alongside your medical care and check recommendations against your medications.',
    },
    {
      question: 'Is naturopathic care covered by insurance?',
      answer:
        'Naturopathic visits are not covered by OHIP. Many extended health plans reimburse part of the cost; check your plan for the amount and any limits.',
    },
  ],
};
