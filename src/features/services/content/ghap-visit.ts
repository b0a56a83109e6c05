import type { TitledText } from './types';

/** Geriatric Health Assessment Program: preparing for the visit, the day itself, and what follows. */
export const GHAP_WHAT_TO_BRING: readonly string[] = [
  'Your Ontario health card',
  'All your medications in their original containers, including prescriptions, over-the-counter medicines, vitamins, supplements, herbal products, eye drops, inhalers and creams',
  'Glasses, hearing aids (with spare batteries) and any walking aid you use',
  'A list of your other doctors and specialists, and any recent test results or hospital discharge summaries',
  'Copies of a power of attorney for personal care or advance care planning documents, if you have them',
  'A family member, friend or caregiver who knows you well, if you would like them there',
  'Your questions and concerns, written down so nothing is forgotten',
];

export const GHAP_THE_DAY: readonly TitledText[] = [
  {
    title: 'Welcome',
    text: 'We check you in and make sure you are comfortable. Tell us if you need help with hearing, vision, mobility or an interpreter.',
  },
  {
    title: 'Conversation',
    text: 'A clinician talks with you about your health, your daily life and what matters most to you, and, with your permission, with the person who came with you.',
  },
  {
    title: 'Examination and screening',
    text: 'A physical examination, a check of walking and balance, and short tests of memory, thinking and mood.',
  },
  {
    title: 'Medication review',
    text: 'We go through every medication you brought, looking for side effects, interactions and chances to simplify.',
  },
  {
    title: 'Next steps',
    text: 'Before you leave, we talk through first impressions, answer questions and explain what happens next.',
  },
];

export const GHAP_DAY_NOTE =
  'Plan for a longer visit than a typical doctor’s appointment; we tell you the expected length when we book. You can ask for a break at any time.';

export const GHAP_AFTER: readonly TitledText[] = [
  {
    title: 'A report to the family physician',
    text: 'We send the referring family physician a written report with our findings and recommendations. The family physician remains the main doctor and leads the next steps.',
  },
  {
    title: 'Recommendations you can act on',
    text: 'These may include medication changes, exercise and falls prevention, further tests, home and community care services, or support for caregivers.',
  },
  {
    title: 'Follow-up when it helps',
    text: 'Some patients return to review progress or a change in treatment. We arrange this with you and the family physician.',
  },
];

// Its own module: the referral section shows it, and should not bring the visit's copy along.
export { GHAP_REFERRAL_CONTENTS } from './ghap-referral-contents';
