import type { MembershipIconName } from '../components/MembershipIcon';

export type ValueCard = { img: MembershipIconName; title: string; para: string };

export const VALUE_CARDS: readonly ValueCard[] = [
  {
    img: 'shield',
    title: 'Prevention Over Reaction',
    para: 'We look for risk before it becomes illness: a careful history, screening chosen for your age and background, and prompt follow-up on anything out of the ordinary, rather than waiting for symptoms.',
  },
  {
    img: 'sunrise',
    title: 'Optimal Health Is a Daily Practice',
    para: 'Good health is built between appointments. Your team helps you turn sleep, movement, nutrition and stress management into habits that fit a demanding life.',
  },
  {
    img: 'tree',
    title: 'Designed for Longevity',
    para: 'Your plan looks years ahead, not only to next year’s results, so you can keep doing the work and the things you enjoy for as long as possible.',
  },
];
