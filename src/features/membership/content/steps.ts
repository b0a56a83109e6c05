import { EXECUTIVE_EXAM_HOURS } from '../../../config/business-constants';
import type { MembershipIconName } from '../components/MembershipIcon';

/** A step card of the membership slider (spec entity "Step card": number, title, para, img flag). */
export type MembershipStep = {
  number: number;
  title: string;
  para: string;
  /** Whether the card shows an illustration. */
  img: boolean;
  icon: MembershipIconName;
  /** The last step carries the "Book a consultation" button. */
  bookingCta: boolean;
};

export const MEMBERSHIP_STEPS: readonly MembershipStep[] = [
  {
    number: 1,
    title: 'Medical history collection',
    para: 'Before your first visit, we gather your personal and family history, current medications and any recent results, so your assessment starts from a complete picture.',
    img: true,
    icon: 'folder',
    bookingCta: false,
  },
  {
    number: 2,
    title: 'Multidisciplinary assessments',
    para: `Over one ${EXECUTIVE_EXAM_HOURS.min} to ${EXECUTIVE_EXAM_HOURS.max} hour visit, physicians and allied health professionals complete your examination, laboratory work and the tests chosen for your age, history and risk.`,
    img: true,
    icon: 'stethoscope',
    bookingCta: false,
  },
  {
    number: 3,
    title: 'Personalized health strategy',
    para: 'Your physician reviews every result with you and writes a plan with clear priorities: what to change, what to watch, and when to check again.',
    img: true,
    icon: 'map',
    bookingCta: false,
  },
  {
    number: 4,
    title: 'Ongoing care and monitoring',
    para: 'Regular check-ins follow your progress, repeat tests when they are due, and adjust the plan as your health and circumstances change.',
    img: true,
    icon: 'pulse',
    bookingCta: false,
  },
  {
    number: 5,
    title: '24/7 access',
    para: 'Your care team is reachable day and night for urgent questions and helps you find the right care quickly. In an emergency, always call 911.',
    img: true,
    icon: 'clock',
    bookingCta: false,
  },
  {
    number: 6,
    title: 'Start with a conversation',
    para: 'Book a consultation to ask your questions, hear how membership would work for you, and decide in your own time.',
    img: false,
    icon: 'door',
    bookingCta: true,
  },
];
