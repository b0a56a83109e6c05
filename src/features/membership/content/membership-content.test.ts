import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MEMBERSHIP_STEP_COUNT, SLIDER_WHEEL_LOCK_MS } from '../constants';
import { MEMBERSHIP_FAQ, toAnswerParagraphs } from './faq';
import { GLANCE_ITEMS } from './glance';
import { MEMBERSHIP_SERVICES } from './services';
import { MEMBERSHIP_STEPS } from './steps';
import { VALUE_CARDS } from './values';

const text = z.string().trim().min(1);
const iconName = z.enum([
  'shield',
  'sunrise',
  'tree',
  'clipboard',
  'chat',
  'hospital',
  'globe',
  'team',
  'folder',
  'stethoscope',
  'map',
  'pulse',
  'clock',
  'door',
]);

const valueCard = z.object({ img: iconName, title: text, para: text.min(60) }).strict();
const glanceItem = z.object({ title: text, text: text }).strict();
const service = z.object({ icon: iconName, name: text, para: text.min(60), link: z.literal('/') }).strict();
const step = z
  .object({
    number: z.number().int().min(1),
    title: text,
    para: text.min(60),
    img: z.boolean(),
    icon: iconName,
    bookingCta: z.boolean(),
  })
  .strict();
const faqEntry = z.object({ question: text.endsWith('?'), answer: text.min(120) }).strict();

describe('membership content', () => {
  it('has the three value cards of the spec', () => {
    expect(
      z
        .array(valueCard)
        .parse(VALUE_CARDS)
        .map((card) => card.title),
    ).toEqual(['Prevention Over Reaction', 'Optimal Health Is a Daily Practice', 'Designed for Longevity']);
  });

  it('has the five programme services, each linking to the home page', () => {
    expect(
      z
        .array(service)
        .parse(MEMBERSHIP_SERVICES)
        .map((s) => s.name),
    ).toEqual([
      'Annual Executive Health Assessment',
      'Regular Coaching and Clinical Touchpoints',
      'In-Hospital Advocacy',
      'Global Health Support',
      'Dedicated Clinical Team',
    ]);
  });

  it('has six numbered steps, the last one carrying the booking button', () => {
    const steps = z.array(step).length(MEMBERSHIP_STEP_COUNT).parse(MEMBERSHIP_STEPS);
    expect(steps.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(steps.map((s) => s.title).slice(0, 5)).toEqual([
      'Medical history collection',
      'Multidisciplinary assessments',
      'Personalized health strategy',
      'Ongoing care and monitoring',
      '24/7 access',
    ]);
    expect(steps.map((s) => s.bookingCta)).toEqual([false, false, false, false, false, true]);
  });

  it('locks the wheel for 600 ms per step', () => {
    expect(SLIDER_WHEEL_LOCK_MS).toBe(600);
  });

  it('answers the five FAQ topics with real text', () => {
    const entries = z.array(faqEntry).length(5).parse(MEMBERSHIP_FAQ);
    const topics = [/Canadian citizens/, /foreign nationals/, /families/, /older adults/, /tax benefits/];
    entries.forEach((entry, i) => expect(entry.question).toMatch(topics[i] as RegExp));
    expect(entries.every((entry) => !/lorem ipsum/i.test(entry.answer))).toBe(true);
  });

  it('keeps the tax answer careful: no promise, and a pointer to a professional and the CRA', () => {
    const tax = MEMBERSHIP_FAQ[4]?.answer ?? '';
    expect(tax).toMatch(/may or may not be eligible as a medical expense/);
    expect(tax).toMatch(/tax professional/);
    expect(tax).toMatch(/Canada Revenue Agency/);
  });

  it('splits FAQ answers into paragraphs on blank lines', () => {
    expect(toAnswerParagraphs('One.\n\nTwo.\n \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
    expect(MEMBERSHIP_FAQ.every((entry) => toAnswerParagraphs(entry.answer).length >= 2)).toBe(true);
  });

  it('summarises membership at a glance', () => {
    expect(z.array(glanceItem).min(4).parse(GLANCE_ITEMS)[0]?.title).toBe('Annual and renewable');
  });
});
