import { paths } from '../../../paths';
import { CHAIR_CONTRACTIONS, CHAIR_MINUTES } from './shared-copy';
import type { Step } from './types';

// Its own module: every pelvic page's breadcrumb names it, without pulling this page's copy along.
export { OVERVIEW_SEO } from './overview-seo';

export const OVERVIEW_HERO = {
  eyebrow: 'Pelvic floor therapy',
  heading: 'Rebuild pelvic floor strength while you sit, fully clothed',
  lead:
    'Our non-invasive electromagnetic pelvic chair exercises the deep muscles that support your bladder, bowel ' +
    `and core. Each session takes ${CHAIR_MINUTES} and produces ${CHAIR_CONTRACTIONS} supramaximal ` +
    'contractions: stronger than a squeeze you could make on your own.',
  cta: 'Book your free assessment',
};

export const OVERVIEW_STEPS: { heading: string; intro: string; steps: Step[] } = {
  heading: 'How the pelvic chair works',
  intro:
    'Pelvic floor exercises help many people, but they are hard to do correctly and harder to keep up. ' +
    'The chair does the work for you.',
  steps: [
    {
      title: 'Start with a free assessment',
      text: 'A member of our clinical team reviews your symptoms, history and goals, and checks that the chair is safe for you.',
    },
    {
      title: 'Sit down, fully clothed',
      text: `A focused electromagnetic field triggers ${CHAIR_CONTRACTIONS} contractions of the pelvic floor in ${CHAIR_MINUTES}. You feel tingling and tightening, adjusted to your comfort.`,
    },
    {
      title: 'Carry on with your day',
      text: 'There is no recovery time. Most plans are a short series of sessions, usually about two a week.',
    },
  ],
};

export type AudienceCard = { heading: string; items: string[]; link: { href: string; label: string } };

export const WHO_IT_HELPS: { heading: string; intro: string; cards: AudienceCard[] } = {
  heading: 'Who it can help',
  intro: 'Weak pelvic floor muscles are common in both men and women, and they are very treatable.',
  cards: [
    {
      heading: 'Women',
      items: [
        'Leaks when you cough, laugh, sneeze or exercise (stress incontinence)',
        'Sudden, strong urges to go (urge incontinence)',
        'Pelvic floor recovery after childbirth, once your care provider has cleared you',
        'Core strength and pelvic stability',
      ],
      link: { href: paths.pelvicFloorWomen, label: 'Pelvic floor therapy for women' },
    },
    {
      heading: 'Men',
      items: [
        'Leaks after prostate surgery (post-prostatectomy)',
        'Stress or urge incontinence',
        'Core strength and pelvic stability for sport and everyday life',
      ],
      link: { href: paths.pelvicFloorMen, label: 'Pelvic floor therapy for men' },
    },
  ],
};

export const OVERVIEW_ASSESSMENT = {
  heading: 'Your free assessment',
  text:
    'Every plan starts with a free, confidential conversation with our clinical team. There is no obligation: ' +
    'you leave knowing whether the chair suits you, how many sessions we recommend and what it costs.',
  cta: 'Book your free assessment',
};
