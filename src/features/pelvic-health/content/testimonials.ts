import { WOMEN_PACKAGE_SESSIONS } from '../constants';
import type { Testimonial } from './types';

// PLACEHOLDER: invented stand-ins, shown only while CONTENT_BLOCKS.testimonials is enabled in the site config (off
// by default: see the condition there), and then labelled "Sample content". Replace with genuine client comments,
// given with written consent and checked against the regulators' advertising rules for health professionals.

export const MEN_TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'After my prostate surgery I was anxious about leaks at work. The sessions were easy to fit in, and the ' +
      'team checked in with me every visit.',
    attribution: 'Client in his 60s, after prostate surgery',
  },
  {
    quote:
      'I expected something awkward. You sit down fully clothed, read the news for half an hour and get on with ' +
      'your day.',
    attribution: 'Client in his 50s',
  },
  {
    quote:
      'The free assessment was thorough and nobody rushed me. I knew the plan and the cost before I agreed to ' +
      'anything.',
    attribution: 'Client in his 70s',
  },
  {
    quote: 'I came in to support my core for golf and running. Everything was explained clearly, with no pressure.',
    attribution: 'Client in his 40s',
  },
];

export const WOMEN_TESTIMONIALS: Testimonial[] = [
  {
    quote: `Two children later, I had stopped running. By the end of my ${WOMEN_PACKAGE_SESSIONS} sessions I felt far more confident on my usual route.`,
    attribution: 'Client in her 40s, after two pregnancies',
  },
  {
    quote: 'Staying fully clothed made all the difference to me. It was private, calm and shorter than my lunch break.',
    attribution: 'Client in her 50s',
  },
  {
    quote: 'I had put up with leaks when I laughed or sneezed for years. I wish I had asked about it sooner.',
    attribution: 'Client in her 60s',
  },
  {
    quote:
      'The clinician was honest about what the chair could and could not do, which I appreciated. No pressure at ' +
      'all.',
    attribution: 'Client in her 30s, after childbirth',
  },
];
