import { EXECUTIVE_EXAM_HOURS } from '../../../config/business-constants';
import { SITE_CONFIG } from '../../../config/site-config';
import { toParagraphs } from './paragraphs';

/**
 * The home page's FAQ, in the spec's three tabs (Eligibility, General, Service). Answers are plain text, one
 * paragraph per line, so the same text feeds the accordion (one <p> per paragraph) and the FAQPage JSON-LD.
 * General information only: nothing here is medical, legal or tax advice.
 */
export type HomeFaqEntry = { question: string; answer: string };
export type HomeFaqTab = { label: 'Eligibility' | 'General' | 'Service'; entries: readonly HomeFaqEntry[] };

const { address } = SITE_CONFIG;
const [mainPhone] = SITE_CONFIG.phones;

export const HOME_FAQ_TABS: readonly HomeFaqTab[] = [
  {
    label: 'Eligibility',
    entries: [
      {
        question: 'Who can become a member?',
        answer: [
          'Membership is designed for adults who want one clinical team to look after their preventive care over the long term. Many members are 40 or older, when screening and prevention usually become a bigger part of care, and older adults in their seventies and beyond are welcome too.',
          'Every assessment and plan is tailored to your age, health history and risks, and visits can be paced to suit you.',
        ].join('\n'),
      },
      {
        question: 'Can visitors to Canada or foreign nationals join?',
        answer: [
          'Yes. Membership is open to people who live outside Canada or spend only part of the year in Toronto. Without Ontario health coverage, some tests, specialist visits or hospital care may be billed separately, and we explain the expected costs before anything is booked.',
          'We recommend keeping private health or travel insurance that covers care in Canada.',
        ].join('\n'),
      },
      {
        question: 'Can my partner or family members join with me?',
        answer: [
          'Yes. Partners and adult family members can join together. Each person has their own assessment, health record and plan, and where it helps we arrange visits on the same day.',
          'Ask about family arrangements during your consultation, and we will explain the options and fees for your household.',
        ].join('\n'),
      },
      {
        question: 'Do I need a referral from my doctor?',
        answer: [
          'Not for membership or an executive health assessment: you can contact us directly.',
          'The Geriatric Health Assessment Program (GHAP) is different. It is covered by OHIP and needs a referral from a family physician. You never need a membership, or any other paid service, to be seen through the program.',
        ].join('\n'),
      },
    ],
  },
  {
    label: 'General',
    entries: [
      {
        question: 'What does an executive health assessment include?',
        answer: [
          'It starts with a detailed health history and physical examination, followed by laboratory work and the tests your physician recommends for your age, history and risk factors. Your physician then goes through every result with you and turns the findings into a written plan.',
          'No assessment can rule out every condition, so we explain what each test can and cannot tell you.',
        ].join('\n'),
      },
      {
        question: 'How long does the assessment take?',
        answer: [
          `Plan for ${EXECUTIVE_EXAM_HOURS.min} to ${EXECUTIVE_EXAM_HOURS.max} hours, usually in a single visit. The time depends on which tests are recommended for you, and an occasional test may need to be booked on another day.`,
          'Before your visit we send preparation instructions, including whether you need to fast.',
        ].join('\n'),
      },
      {
        question: 'Where is the clinic?',
        answer: [
          `The clinic is at ${address.street}, ${address.city}, ${address.province} ${address.postalCode}.`,
          `Our hours are ${SITE_CONFIG.hours}.`,
        ].join('\n'),
      },
      {
        question: 'Does OHIP cover the membership?',
        answer: [
          'No. OHIP, the Ontario Health Insurance Plan, does not pay for membership. The fee covers services that OHIP does not insure, such as the extended time, coordination and coaching that come with membership.',
          'Services that OHIP insures are billed to OHIP as usual, and they are never conditional on membership, at our clinic or anywhere else. Some employers cover executive health through a health spending account or as a company benefit, so it is worth asking yours.',
        ].join('\n'),
      },
    ],
  },
  {
    label: 'Service',
    entries: [
      {
        question: 'What happens after my assessment?',
        answer: [
          'Your physician meets with you to review your results, answers your questions and gives you a written summary with clear next steps. With your consent, a copy goes to your family physician so your care stays connected.',
          'Members then have scheduled check-ins through the year with their physician and coaches to review progress, repeat tests when they are due and adjust the plan.',
        ].join('\n'),
      },
      {
        question: 'Can you arrange appointments with specialists?',
        answer:
          'Yes. When you need a specialist, a scan or a second opinion, your care team arranges the referral, shares the relevant information with your consent and follows up on the results with you. Waiting times depend on the specialist and the service, and we keep you informed along the way.',
      },
      {
        question: 'Can members reach the care team outside clinic hours?',
        answer: [
          'Yes. Members can reach their care team 24 hours a day, 7 days a week with urgent questions, and the team helps them find the right care quickly.',
          'In an emergency, always call 911 or go to the nearest emergency department.',
        ].join('\n'),
      },
      {
        question: 'How do I book a consultation?',
        answer: [
          `Select any Book a consultation button on our website to choose a time that suits you, or call us at ${mainPhone?.display ?? 'the clinic'}.`,
          'The consultation is a chance to ask your questions and hear how an assessment or membership would work for you. There is no obligation to join.',
        ].join('\n'),
      },
    ],
  },
];

/** Every question once, answers as plain text with paragraphs joined by a space: for the FAQPage JSON-LD. */
export function homeFaqJsonLdEntries(tabs: readonly HomeFaqTab[] = HOME_FAQ_TABS): HomeFaqEntry[] {
  return tabs.flatMap((tab) =>
    tab.entries.map((entry) => ({ question: entry.question, answer: toParagraphs(entry.answer).join(' ') })),
  );
}
