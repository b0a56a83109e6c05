import { paths } from '../../../paths';
import type { MembershipIconName } from '../components/MembershipIcon';

export type MembershipService = { icon: MembershipIconName; name: string; para: string; link: string };

/**
 * The programme card's five services. The spec points every "Learn More" button at the home page; the
 * links stay there until each service has a page of its own.
 */
export const MEMBERSHIP_SERVICES: readonly MembershipService[] = [
  {
    icon: 'clipboard',
    name: 'Annual Executive Health Assessment',
    para: 'A thorough assessment in each membership year: a detailed history and examination, laboratory work, and the tests your physician recommends for your age, history and risk, followed by an unhurried review of every result.',
    link: paths.home,
  },
  {
    icon: 'chat',
    name: 'Regular Coaching and Clinical Touchpoints',
    para: 'Scheduled check-ins through the year with your physician and coaches to review progress, revisit results and adjust your goals as your life and health change.',
    link: paths.home,
  },
  {
    icon: 'hospital',
    name: 'In-Hospital Advocacy',
    para: 'If you are admitted to hospital, your team keeps in touch with the doctors treating you, helps you and your family understand the plan, and coordinates follow-up after discharge.',
    link: paths.home,
  },
  {
    icon: 'globe',
    name: 'Global Health Support',
    para: 'When you travel or spend part of the year abroad, we help you find appropriate care, share your records securely and stay in contact with the clinicians treating you.',
    link: paths.home,
  },
  {
    icon: 'team',
    name: 'Dedicated Clinical Team',
    para: 'A consistent, physician-led team who knows your history, so you never start from the beginning. Referrals to specialists are arranged and followed up for you.',
    link: paths.home,
  },
];
