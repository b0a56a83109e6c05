import { EXECUTIVE_EXAM_HOURS } from '../../../config/business-constants';

export type GlanceItem = { title: string; text: string };

/** "What membership includes at a glance": the section the spec leaves undescribed. */
export const GLANCE_ITEMS: readonly GlanceItem[] = [
  {
    title: 'Annual and renewable',
    text: 'A twelve-month membership you can renew each year, with your history and plan carried forward.',
  },
  {
    title: `A ${EXECUTIVE_EXAM_HOURS.min} to ${EXECUTIVE_EXAM_HOURS.max} hour assessment`,
    text: 'One comprehensive executive health assessment in each membership year, with every result explained in person.',
  },
  {
    title: 'One coordinated team',
    text: 'A physician who leads your care, supported by clinicians and coaches who share one record and one plan.',
  },
  {
    title: 'Reachable around the clock',
    text: 'A direct line to your care team for urgent questions, day or night. In an emergency, always call 911.',
  },
  {
    title: 'Care that travels with you',
    text: 'Help finding appropriate care and sharing your records when you are away from Toronto.',
  },
  {
    title: 'Support in hospital',
    text: 'If you are admitted, we keep in touch with your hospital team and help arrange follow-up once you are home.',
  },
];
