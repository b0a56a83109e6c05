import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paths } from '../../paths';
import { PARTNER_LOGO_COUNT } from './constants';
import {
  ED_CLOSING,
  ED_FAQ,
  ED_FEATURES,
  ED_HERO,
  ED_JOURNEY,
  ED_SCIENCE,
  ED_SEO,
  ED_STRENGTH,
} from './content/ed-treatment';
import { OVERVIEW_ASSESSMENT, OVERVIEW_HERO, OVERVIEW_SEO, OVERVIEW_STEPS, WHO_IT_HELPS } from './content/overview';
import { PARTNERS } from './content/partners';
import { MEN_PROGRAM } from './content/program-men';
import { WOMEN_PROGRAM } from './content/program-women';
import { MEN_TESTIMONIALS, WOMEN_TESTIMONIALS } from './content/testimonials';

const text = z.string().trim().min(2);
const seoSchema = z
  .object({ title: z.string().min(10).max(70), description: z.string().min(70).max(200), breadcrumb: text })
  .strict();
const stepSchema = z.object({ title: text, text: z.string().min(20) }).strict();
const faqSchema = z
  .object({
    question: z.string().endsWith('?'),
    answer: z
      .string()
      .min(20)
      .refine((s) => !/<[a-z]/i.test(s)),
  })
  .strict();
// Anonymised: "Client in his 60s" or "Client in her 40s, after …": an age band, never a name.
const testimonialSchema = z
  .object({
    quote: z.string().min(40).max(240),
    attribution: z.string().regex(/^Client in (his|her) [1-9]0s(, [a-z][a-z ]+)?$/),
  })
  .strict();

const programSchema = z
  .object({
    audience: z.enum(['men', 'women']),
    path: z.enum([paths.pelvicFloorMen, paths.pelvicFloorWomen]),
    bookingType: z.union([z.literal(2), z.literal(3)]),
    seo: seoSchema,
    hero: z.object({ eyebrow: text, heading: text, lead: z.string().min(80), cta: text }).strict(),
    howItWorks: z.object({ heading: text, intro: text, steps: z.array(stepSchema).min(3) }).strict(),
    benefits: z.object({ heading: text, items: z.array(text).min(4) }).strict(),
    video: z.object({ heading: text, text, label: z.string().startsWith('Play video') }).strict(),
    assessment: z
      .object({ heading: text, paragraphs: z.array(text).min(1), points: z.array(text).min(2), cta: text })
      .strict(),
    faq: z.array(faqSchema).min(5),
    testimonials: z.array(testimonialSchema).min(3),
  })
  .strict();

// No outcome promises. (Leftover decor/equine template wording is checked for every feature in
// src/template-wording.test.ts.)
const PROMISES = /\b(cure[ds]?|guarantee[ds]?|permanent(ly)?|100%|miracle|instant results)\b/i;
const allText = (value: unknown) => JSON.stringify(value);

describe('pelvic floor content', () => {
  it('validates the /mens and /women programmes', () => {
    expect(programSchema.parse(MEN_PROGRAM)).toEqual(MEN_PROGRAM);
    expect(programSchema.parse(WOMEN_PROGRAM)).toEqual(WOMEN_PROGRAM);
    expect(MEN_PROGRAM).toMatchObject({ audience: 'men', path: '/mens', bookingType: 3 });
    expect(WOMEN_PROGRAM).toMatchObject({ audience: 'women', path: '/women', bookingType: 2 });
  });

  it('states the pelvic chair facts: fully clothed, 28 minutes, over 11,000 contractions', () => {
    for (const content of [MEN_PROGRAM, WOMEN_PROGRAM, OVERVIEW_HERO, OVERVIEW_STEPS]) {
      const all = allText(content);
      expect(all).toContain('28 minutes');
      expect(all).toContain('more than 11,000');
      expect(all).toMatch(/fully clothed/i);
    }
    expect(allText(WOMEN_PROGRAM)).toContain('package of 6 sessions');
  });

  it('validates the shared page', () => {
    seoSchema.parse(OVERVIEW_SEO);
    z.array(stepSchema).min(3).parse(OVERVIEW_STEPS.steps);
    expect(WHO_IT_HELPS.cards.map((card) => card.link.href)).toEqual([paths.pelvicFloorWomen, paths.pelvicFloorMen]);
    const who = allText(WHO_IT_HELPS);
    for (const topic of ['stress incontinence', 'urge incontinence', 'childbirth', 'prostate surgery', 'Core strength'])
      expect(who).toContain(topic);
    text.parse(OVERVIEW_ASSESSMENT.cta);
  });

  it('keeps testimonials anonymised and unique', () => {
    for (const list of [MEN_TESTIMONIALS, WOMEN_TESTIMONIALS]) {
      z.array(testimonialSchema).min(3).parse(list);
      expect(new Set(list.map((t) => t.quote)).size).toBe(list.length);
    }
  });

  it('lists 11 fictional partners whose wordmarks spell their names', () => {
    const partnerSchema = z
      .object({ name: text, word: text, descriptor: text, mark: z.string().min(2) })
      .strict()
      .refine((p) => p.name === `${p.word} ${p.descriptor}`, 'wordmark spells the name');
    z.array(partnerSchema).length(PARTNER_LOGO_COUNT).parse(PARTNERS);
    expect(new Set(PARTNERS.map((p) => p.name)).size).toBe(11);
    expect(new Set(PARTNERS.map((p) => p.mark)).size).toBe(11);
  });
});

describe('sound-wave (ED) content', () => {
  it('validates the page copy', () => {
    seoSchema.parse(ED_SEO);
    expect(ED_FEATURES.heading).toBe('When Blood Flow Meets Performance');
    expect(ED_SCIENCE.heading).toBe('Science-Driven Healing Made Easy');
    expect(ED_JOURNEY.heading).toBe('Your Treatment Journey');
    expect(ED_STRENGTH.heading).toBe('Strength That Shows Up Everywhere');
    expect(ED_CLOSING.heading).toBe('Book Your Free Assessment Today');
    z.array(stepSchema).length(4).parse(ED_JOURNEY.steps);
    z.array(faqSchema).min(5).parse(ED_FAQ);
    text.parse(ED_HERO.cta);
  });

  it('makes the spec’s claims, phrased conservatively', () => {
    const features = allText(ED_FEATURES);
    for (const claim of ['acoustic shockwave', '15-minute sessions', 'Painless', 'No recovery time', 'clinical team'])
      expect(features).toContain(claim);
    expect(allText(ED_SCIENCE)).toContain('vascular-related erectile dysfunction');
    expect(allText(ED_SCIENCE)).toMatch(/evidence is still developing and results vary/);
    expect(ED_JOURNEY.steps[2]?.text).toContain('4 to 6 sessions of 15 minutes');
    const faq = allText(ED_FAQ);
    for (const claim of ['Men of all ages', 'drug-free and surgery-free', 'Typically 6 to 10 treatments'])
      expect(faq).toContain(claim);
    expect(faq).toContain('No known serious side effects');
  });

  it('avoids outcome promises everywhere', () => {
    const everything = allText([
      MEN_PROGRAM,
      WOMEN_PROGRAM,
      OVERVIEW_HERO,
      OVERVIEW_STEPS,
      WHO_IT_HELPS,
      ED_HERO,
      ED_FEATURES,
      ED_SCIENCE,
      ED_JOURNEY,
      ED_FAQ,
      ED_CLOSING,
      PARTNERS,
    ]);
    expect(everything).not.toMatch(PROMISES);
  });
});
