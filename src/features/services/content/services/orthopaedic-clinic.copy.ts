import type { Service } from '../types';
import { ORTHOPAEDIC_CLINIC_CARD } from './orthopaedic-clinic.card';

/** The page's copy, loaded on demand by service-loaders.ts (named by its slug). */
export const SERVICE: Service = {
  ...ORTHOPAEDIC_CLINIC_CARD,
  seo: {
    title: 'Orthopaedic Clinic in Toronto',
    description:
      'Orthopaedic assessment in Toronto for joint, bone and back problems: clear diagnosis, non-surgical treatment first, and coordinated referral to surgeons when needed.',
  },
  hero: {
    heading: 'Answers and a plan for joint, bone and back problems',
    paragraph:
      'Persistent pain in a knee, hip, shoulder or back can limit everything you do. We find the cause, explain your options and help you choose the one that fits your life.',
  },
  intro: {
    heading: 'Care for the musculoskeletal system',
    paragraphs: [
      'Orthopaedic care covers the bones, joints, ligaments, tendons and muscles that let you move. Common concerns include arthritis, tendon problems, back and neck pain, and injuries that have not healed as expected.',
      'Most conditions improve with non-surgical care such as targeted exercise, physiotherapy, weight management, medication or injections. When surgery is the better option, we help you get a timely surgical opinion.',
    ],
  },
  details: {
    kind: 'steps',
    heading: 'How we help',
    items: [
      {
        title: 'Assessment',
        text: 'A detailed history and physical examination, and a review of any imaging you already have.',
      },
      {
        title: 'Diagnosis',
        text: 'We arrange imaging or tests only when they will change your care, then explain what is happening in plain language.',
      },
      {
        title: 'Treatment plan',
        text: 'A plan that usually starts with non-surgical options, with clear goals and timelines for checking progress.',
      },
      {
        title: 'Coordination',
        text: 'Referral to physiotherapy, sports medicine or an orthopaedic surgeon when needed, with your records sent ahead.',
      },
    ],
  },
  benefits: {
    heading: 'What you can expect',
    items: [
      'An unhurried assessment and a clear explanation of the cause of your pain',
      'Non-surgical options considered first',
      'Help weighing the benefits and risks of surgery if it is recommended',
      'Coordinated imaging, physiotherapy and specialist referrals',
      'Follow-up to check that the plan is working',
    ],
  },
  related: [
    { slug: 'sports-medicine', reason: 'Return to activity safely with a graded exercise plan.' },
    { slug: 'aging-wellness-clinic', reason: 'Protect bone health, strength and balance as you age.' },
  ],
  faq: [
    {
      question: 'Do I need a referral?',
      answer:
        'You can contact us directly for a private assessment. If you have seen your family physician about the problem, bring any notes, imaging reports or test results.',
    },
    {
      question: 'Will I need surgery?',
      answer:
        'Most joint and back problems improve without surgery. If surgery could help, we explain why, what the alternatives are, and help arrange a surgical opinion.',
    },
    {
      question: 'What should I bring to my appointment?',
      answer:
        'A list of your medications, any imaging reports or discs, previous treatment notes, and comfortable clothing that lets us examine the painful area.',
    },
  ],
};
