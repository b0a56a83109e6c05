import type { BookingType } from '../../../config/site-config';

/** FAQ answers are plain text so the same strings feed the accordion and the FAQPage JSON-LD. */
export type FaqEntry = { question: string; answer: string };

export type Step = { title: string; text: string };

export type Testimonial = {
  /** Anonymised: never a name, only an age band and context. */
  attribution: string;
  quote: string;
};

export type PageSeo = { title: string; description: string; breadcrumb: string };

/** The /mens and /women pages share one layout; this is everything that differs between them. */
export type ProgramContent = {
  audience: 'men' | 'women';
  path: string;
  bookingType: BookingType;
  seo: PageSeo;
  hero: { eyebrow: string; heading: string; lead: string; cta: string };
  howItWorks: { heading: string; intro: string; steps: Step[] };
  benefits: { heading: string; items: string[] };
  video: { heading: string; text: string; label: string };
  assessment: { heading: string; paragraphs: string[]; points: string[]; cta: string };
  faq: FaqEntry[];
  testimonials: Testimonial[];
};
