import { EXECUTIVE_EXAM_HOURS, EXECUTIVES_SERVED, YEARS_OF_EXPERIENCE } from '../../../config/business-constants';
import { paths } from '../../../paths';

export type AboutPrinciple = { title: string; text: string };
export type AboutStat = { value: string; label: string };
export type AboutPathway = { id: string; title: string; text: string; link: { label: string; href: string } };
export type AboutStep = { title: string; text: string };

const examHours = `${EXECUTIVE_EXAM_HOURS.min} to ${EXECUTIVE_EXAM_HOURS.max} hours`;

export const ABOUT_PRINCIPLES: readonly AboutPrinciple[] = [
  {
    title: 'Prevention before problems',
    text: 'We look for risk early, across heart health, metabolism, hormones, sleep and stress, so that changes can be made while they are still small.',
  },
  {
    title: 'Time to listen',
    text: 'Appointments are unhurried. Your physician has time to understand your history, your work and what you want from the years ahead.',
  },
  {
    title: 'One coordinated team',
    text: 'Physicians, specialists and allied health professionals work together, and one team keeps your results, referrals and follow-up in order.',
  },
  {
    title: 'A plan you can follow',
    text: 'You leave with findings explained in plain language and a practical plan, with follow-up so that it becomes part of everyday life.',
  },
];

/** The spec's marketing claims, read from the business constants. */
export const ABOUT_STATS: readonly AboutStat[] = [
  { value: `${EXECUTIVES_SERVED}+`, label: 'executives served' },
  { value: `${YEARS_OF_EXPERIENCE}+ years`, label: 'of clinic experience' },
  { value: examHours, label: 'for one comprehensive executive exam' },
];

export const ABOUT_PATHWAYS: readonly AboutPathway[] = [
  {
    id: 'team',
    title: 'A multidisciplinary team',
    text: 'Specialists, primary care physicians and allied health professionals work together on your care, supported by an administrative team that looks after the details.',
    link: { label: 'Meet the team', href: paths.team },
  },
  {
    id: 'membership',
    title: 'Executive membership',
    text: 'An annual, renewable membership: a yearly executive health assessment, regular coaching and clinical check-ins, advocacy if you need hospital care, support while you travel, and a dedicated clinical team.',
    link: { label: 'Explore membership', href: paths.membership },
  },
  {
    id: 'services',
    title: 'Specialized services',
    text: 'When your plan calls for it, we arrange specialized services such as audiology, sports medicine, naturopathic medicine and pelvic floor therapy, so you do not have to find providers on your own.',
    link: { label: 'See our specialized services', href: paths.service },
  },
];

export const ABOUT_STEPS: readonly AboutStep[] = [
  {
    title: 'A conversation first',
    text: 'Contact us or book a consultation. We talk through your goals and history and suggest the right place to start.',
  },
  {
    title: 'A comprehensive assessment',
    text: `The executive health exam takes ${examHours}, with tests and consultations coordinated so you are not sent from place to place.`,
  },
  {
    title: 'Results and a personal plan',
    text: 'Your physician explains what the results mean for you and agrees a practical plan with you, including any referrals.',
  },
  {
    title: 'Care that continues',
    text: 'Members keep going with regular check-ins, coaching and follow-up through the year, and one team to call when questions come up.',
  },
];
