import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SITE_CONFIG } from '../../config/site-config';
import {
  BOOKING_TYPES,
  ED_FIRST_COURSE_SESSIONS,
  ED_PRICING,
  ED_SESSION_MINUTES,
  ED_TYPICAL_TREATMENTS,
  PARTNER_CAROUSEL,
  PARTNER_LOGO_COUNT,
  PELVIC_CHAIR_SESSION,
  PRICING_INCLUDES,
  SINGLE_SESSION_PRICE,
  TESTIMONIAL_CAROUSEL,
  WOMEN_PACKAGE_SESSIONS,
} from './constants';

const wholeDollars = z.number().int().positive();
const range = z
  .object({ min: z.number().int().positive(), max: z.number().int().positive() })
  .refine((r) => r.min <= r.max, 'min ≤ max');

const pricingOptionSchema = z
  .object({
    id: z.enum(['single', 'vigor', 'platinum']),
    name: z.string().min(3),
    sessions: z.number().int().positive(),
    bonus: z
      .object({ sessions: z.number().int().positive(), label: z.string().min(3) })
      .strict()
      .optional(),
    price: wholeDollars,
    compareAt: z
      .object({ amount: wholeDollars, kind: z.enum(['valued-at', 'regular']) })
      .strict()
      .optional(),
    limitedTime: z.boolean().optional(),
    cta: z.string().min(3),
  })
  .strict()
  .refine((o) => !o.compareAt || o.compareAt.amount > o.price, 'a comparison price is higher than the price');

const bookingType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
const breakpoints = z.record(z.string().regex(/^\d+$/), z.object({ slidesPerView: z.number().int().positive() }));

describe('pelvic health constants', () => {
  it('hold the spec’s session facts', () => {
    const chair = z.object({ minutes: z.literal(28), contractionsOver: z.literal(11_000) }).strict();
    expect(chair.parse(PELVIC_CHAIR_SESSION)).toEqual(PELVIC_CHAIR_SESSION);
    expect(WOMEN_PACKAGE_SESSIONS).toBe(6);
    expect(ED_SESSION_MINUTES).toBe(15);
    expect(range.parse(ED_TYPICAL_TREATMENTS)).toEqual({ min: 6, max: 10 });
    expect(range.parse(ED_FIRST_COURSE_SESSIONS)).toEqual({ min: 4, max: 6 });
  });

  it('hold the pricing block: $695, Vigor 4 for $2,400 (valued $2,780), Platinum 8 + 1 for $4,500 (regular $5,560)', () => {
    const options = z.array(pricingOptionSchema).length(3).parse(ED_PRICING);
    const [single, vigor, platinum] = options;
    expect(single).toMatchObject({ id: 'single', name: 'Single Session', sessions: 1, price: 695 });
    expect(vigor).toMatchObject({
      id: 'vigor',
      name: 'Vigor Package',
      sessions: 4,
      price: 2400,
      compareAt: { amount: 2780, kind: 'valued-at' },
    });
    expect(platinum).toMatchObject({
      id: 'platinum',
      name: 'Platinum Package',
      sessions: 8,
      bonus: { sessions: 1, label: 'pelvic floor strength session' },
      price: 4500,
      compareAt: { amount: 5560, kind: 'regular' },
      limitedTime: true,
    });
    expect(PRICING_INCLUDES).toBe('All options include a free initial consultation.');
  });

  it('derives every comparison price from the single-session price', () => {
    expect(SINGLE_SESSION_PRICE).toBe(695);
    for (const option of ED_PRICING) {
      if (option.compareAt) expect(option.compareAt.amount).toBe(option.sessions * SINGLE_SESSION_PRICE);
    }
  });

  it('use the spec’s scheduling types, each with a booking URL', () => {
    const types = z.record(z.string(), bookingType).parse(BOOKING_TYPES);
    expect(types).toMatchObject({ men: 3, women: 2, edTreatment: 4, pricing: 4 });
    for (const type of Object.values(BOOKING_TYPES)) expect(SITE_CONFIG.bookingUrls[type]).toMatch(/^https:\/\//);
  });

  it('hold the carousel settings of spec §9', () => {
    expect(breakpoints.parse(TESTIMONIAL_CAROUSEL.breakpoints)).toEqual({
      0: { slidesPerView: 1 },
      1000: { slidesPerView: 3 },
    });
    expect(TESTIMONIAL_CAROUSEL).toMatchObject({ autoplayMs: 3500, spaceBetween: 20 });
    expect(breakpoints.parse(PARTNER_CAROUSEL.breakpoints)).toEqual({
      200: { slidesPerView: 1 },
      550: { slidesPerView: 2 },
      800: { slidesPerView: 3 },
      1000: { slidesPerView: 4 },
      1200: { slidesPerView: 5 },
    });
    expect(PARTNER_CAROUSEL).toMatchObject({ autoplayMs: 1500, loop: true });
    expect(PARTNER_LOGO_COUNT).toBe(11);
  });
});
