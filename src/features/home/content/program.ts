import { paths } from '../../../paths';

export type ProgramContent = {
  heading: string;
  /** Paragraphs separated by line breaks; the section renders one <p> per non-empty line. */
  body: string;
  action: { label: string; href: string };
  /** Accessible name of the poster button and title of the video popup. */
  videoLabel: string;
};

export const PROGRAM_CONTENT: ProgramContent = {
  heading: 'One membership, one team, one plan for the year',
  body: [
    'Membership is an annual, renewable commitment between you and a small clinical team who get to know you well.',
    'It begins with a comprehensive executive health assessment. From there, your physician turns the findings into a written plan, and the team meets with you through the year to review progress and adjust it.',
    'When you need a specialist, a scan or a second opinion, we coordinate it and share what we know, so you are not left to navigate the system alone.',
  ].join('\n'),
  action: { label: 'See what membership includes', href: paths.membership },
  videoLabel: 'Watch a short video about membership',
};
