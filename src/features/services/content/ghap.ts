import type { FaqEntry, TitledText } from './types';

/** Geriatric Health Assessment Program: overview, what is assessed and who should be referred. */
export const GHAP_NAME = 'Geriatric Health Assessment Program';

export const GHAP_SEO = {
  title: 'Geriatric Health Assessment Program (GHAP), covered by OHIP',
  description:
    'A comprehensive geriatric assessment in Toronto for older adults with memory changes, falls, many medications or declining function. Covered by OHIP with a referral from a family physician.',
};

export const GHAP_HERO = {
  eyebrow: 'For older adults, their families and referring physicians',
  heading: 'Geriatric Health Assessment Program',
  paragraph:
    'A thorough, unhurried assessment for older adults whose health has become complex, with clear recommendations to help them stay as well and as independent as possible.',
};

/** The coverage statement; keep it plain and visible near the top of the page. */
export const GHAP_COVERAGE = {
  statement: 'The program is covered by OHIP, the provincial health plan, with a referral from a family physician.',
  detail:
    'Patients need a valid Ontario health card. The assessment itself is insured, so there is no charge to the patient, and nobody needs to buy a membership or any other service to be seen.',
};

/**
 * The spec's hero "Book a Consultation" on a program that needs a physician's referral: it books a conversation
 * about the program, said in the button's name and beside it, so nobody takes it for booking the assessment.
 */
export const GHAP_CONSULTATION = {
  label: 'Book a Consultation',
  /** Read after the label by screen readers; the visible label stays the start of the name (WCAG 2.5.3). */
  context: 'about the program',
  note: 'A consultation is a call with our team to talk through the program and whether it fits. The assessment itself still needs a referral from a family physician.',
};

export const GHAP_WHAT_IS = {
  heading: 'What is a comprehensive geriatric assessment?',
  paragraphs: [
    'A comprehensive geriatric assessment looks at the whole person rather than one illness at a time. Physical health, thinking, mood, everyday function and home life are assessed together, because in later life each one affects the others.',
    'The result is a coordinated set of recommendations for the patient, their family and their family physician, focused on what matters most to the patient.',
  ],
};

/** The areas a comprehensive geriatric assessment covers. */
export const GHAP_DOMAINS: readonly TitledText[] = [
  {
    title: 'Everyday function',
    text: 'How well daily activities are managed, such as bathing, dressing, cooking, shopping, banking and taking medications.',
  },
  {
    title: 'Memory and thinking',
    text: 'Memory, attention and problem-solving, using standard screening tests, with a search for treatable causes of change.',
  },
  {
    title: 'Mobility and falls',
    text: 'Walking, balance, strength, past falls, fear of falling and hazards at home.',
  },
  {
    title: 'Medications',
    text: 'A review of every medication for benefit, side effects, interactions and dose, especially when there are many (polypharmacy), simplifying where it is safe to do so.',
  },
  { title: 'Mood', text: 'Low mood, anxiety, sleep, loneliness and changes in interest or motivation.' },
  {
    title: 'Nutrition',
    text: 'Weight changes, appetite, chewing and swallowing, and access to regular, healthy meals.',
  },
  {
    title: 'Continence',
    text: 'Bladder and bowel control: common, often treatable, and rarely raised unless someone asks.',
  },
  { title: 'Hearing and vision', text: 'Changes that affect safety, communication and independence.' },
  {
    title: 'Social supports',
    text: 'Living situation, who helps and how often, and community services that could help.',
  },
  {
    title: 'Caregiver strain',
    text: 'How family members and other caregivers are coping, and what support would help them.',
  },
  {
    title: 'Goals and wishes',
    text: 'What matters most to the patient, and planning for future care decisions.',
  },
];

export const GHAP_REFERRAL_CRITERIA = {
  heading: 'Who should be referred',
  intro:
    'The program is for adults, usually aged 65 or older, whose health has become complex. Consider a referral when one or more of the following apply:',
  items: [
    'Memory or thinking changes, or a new or uncertain diagnosis of dementia or mild cognitive impairment',
    'Falls, near falls, fear of falling, or declining walking or balance',
    'Five or more regular medications, or concern about side effects or interactions',
    'New difficulty managing daily activities such as bathing, meals, finances or medications',
    'Unintended weight loss, poor appetite or concern about nutrition',
    'New or worsening bladder or bowel control problems',
    'Changes in mood, such as low mood, anxiety, apathy or withdrawal',
    'Several chronic conditions that interact and make care decisions difficult',
    'Frailty, or a decline in function after an illness or a hospital stay',
    'Caregiver stress, or concern about safety at home or about continuing to live independently',
  ],
  consent: 'The patient, or their substitute decision-maker, should know about the referral and agree to it.',
  urgent:
    'This is not an urgent or emergency service. For sudden confusion, a fall with injury, chest pain, signs of a stroke (face drooping, arm weakness, speech difficulty) or any other emergency, call 911 or go to the nearest emergency department.',
};

export const GHAP_FAQ: readonly FaqEntry[] = [
  {
    question: 'Do I need a referral?',
    answer:
      'Yes. The program is covered by OHIP with a referral from a family physician. If you think an assessment would help you or a relative, ask the family physician to refer. If you do not have a family physician, call us and we will explain your options.',
  },
  {
    question: 'Does the assessment cost anything?',
    answer:
      'No. With a referral and a valid Ontario health card, the assessment is covered by OHIP. You never need to buy a membership or another service to be seen.',
  },
  {
    question: 'Can a family member or caregiver come to the appointment?',
    answer:
      'Yes, and we encourage it, with the patient’s permission. Someone who knows the patient well can describe changes the patient may not notice and help remember the recommendations.',
  },
  {
    question: 'Will the clinic take over my parent’s care?',
    answer:
      'No. The family physician remains the main doctor. We send them a report with our findings and recommendations, and we may offer follow-up visits when they would help.',
  },
  {
    question: 'My parent does not want to be assessed. What can we do?',
    answer:
      'The assessment is voluntary, and the patient must agree to it. It may help to describe it as a check-up aimed at staying independent and safe at home. You are welcome to call us with questions before a referral is made.',
  },
  {
    question: 'How long will we wait for an appointment?',
    answer:
      'Wait times vary with demand and urgency. Once we receive the referral, we confirm it with the physician’s office and contact the patient or their caregiver to book.',
  },
];
