import type { Service } from '../types';
import { SPORTS_MEDICINE_CARD } from './sports-medicine.card';

/** The page's copy, loaded on demand by service-loaders.ts (named by its slug). */
export const SERVICE: Service = {
  ...SPORTS_MEDICINE_CARD,
  seo: {
    title: 'Sports Medicine in Toronto',
    description:
      'Sports medicine in Toronto for active adults: diagnosis and non-surgical treatment of injuries, return-to-activity plans and safe exercise programs after 40.',
  },
  hero: {
    heading: 'Stay active, recover well and move with confidence',
    paragraph:
      'Whether you run, golf, ski, lift or simply want to walk without pain, our sports medicine physicians help you recover from injury and stay active safely.',
  },
  intro: {
    heading: 'Sports medicine is for everyone who moves',
    paragraphs: [
      'You do not need to be an athlete. Sports medicine physicians diagnose and treat injuries to muscles, tendons, ligaments and joints, and help people of all fitness levels exercise safely.',
      'After 40, recovery takes longer and old injuries can return. A careful assessment and a graded plan help you stay active without setbacks.',
    ],
  },
  details: {
    kind: 'list',
    heading: 'Why, who and how',
    items: [
      {
        title: 'Why it matters',
        text: 'Regular physical activity is one of the strongest protections for heart, bone, brain and mental health. Treating injuries early helps you keep it up.',
      },
      {
        title: 'Who it may suit',
        text: 'People with a sprain, strain, tendon pain or overuse injury, those returning to exercise after a break or an illness, and anyone starting a new sport later in life.',
      },
      {
        title: 'How it works',
        text: 'A physical examination and movement assessment, imaging when it will change your care, then a treatment and return-to-activity plan coordinated with physiotherapy where helpful.',
      },
    ],
  },
  benefits: {
    heading: 'What you can expect',
    items: [
      'A clear diagnosis and an explanation of what is causing your pain',
      'Non-surgical treatment first, with referral to a surgeon only when needed',
      'A step-by-step plan for returning to the activities you enjoy',
      'Exercise advice that accounts for your heart health, bones and joints',
      'Coordination with physiotherapy and the rest of your care team',
    ],
  },
  related: [
    { slug: 'orthopaedic-clinic', reason: 'Get a specialist view on persistent joint, bone or back problems.' },
    { slug: 'naturopathic-medicine', reason: 'Support training and recovery with a practical nutrition plan.' },
    { slug: 'aging-wellness-clinic', reason: 'Build strength and balance into a long-term plan.' },
  ],
  faq: [
    {
      question: 'Do I need to be an athlete to see a sports medicine physician?',
      answer:
        'No. Sports medicine physicians see people of all ages and activity levels, including people who want to start exercising safely.',
    },
    {
      question: 'Will I need imaging such as an X-ray or MRI?',
      answer:
        'Not always. Many injuries can be diagnosed with a careful history and examination. We recommend imaging only when the result would change your treatment.',
    },
    {
      question: 'When should I get urgent care instead?',
      answer:
        'Go to an emergency department for a suspected broken bone, a joint that looks deformed, a limb you cannot put weight on, or any injury with numbness, severe swelling or a head injury with confusion or vomiting.',
    },
  ],
};
