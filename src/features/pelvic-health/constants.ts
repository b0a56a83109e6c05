/**
 * Session facts, prices and carousel settings for the pelvic floor and sound-wave pages (spec §2 "Pricing
 * block", §9 "Business constants"). Copy reads them from here so a change is one edit.
 */
import type { BookingType } from '../../config/site-config';

/** One session in the electromagnetic pelvic chair. */
export const PELVIC_CHAIR_SESSION = { minutes: 28, contractionsOver: 11_000 } as const;

/** The women's pelvic floor package. */
export const WOMEN_PACKAGE_SESSIONS = 6;

/** Low-intensity shockwave (sound-wave) therapy for erectile dysfunction. */
export const ED_SESSION_MINUTES = 15;
/** The FAQ's total course. */
export const ED_TYPICAL_TREATMENTS = { min: 6, max: 10 } as const;
/** The treatment-journey card's first course. */
export const ED_FIRST_COURSE_SESSIONS = { min: 4, max: 6 } as const;

/** Scheduling types of the spec: 3 men's, 2 women's, 4 pricing block and ED, 1 general consultation. */
export const BOOKING_TYPES = {
  overview: 1,
  men: 3,
  women: 2,
  edTreatment: 4,
  pricing: 4,
} as const satisfies Record<string, BookingType>;

export type PricingOptionId = 'single' | 'vigor' | 'platinum';

export type PricingOption = {
  id: PricingOptionId;
  name: string;
  /** Sound-wave sessions included. */
  sessions: number;
  /** A free extra session of another treatment, if any. */
  bonus?: { sessions: number; label: string };
  /** The price paid, in whole Canadian dollars. */
  price: number;
  /** A comparison price: "valued at" (sum of single sessions) or the regular price of a promotion. */
  compareAt?: { amount: number; kind: 'valued-at' | 'regular' };
  limitedTime?: boolean;
  /** The booking button's label. */
  cta: string;
};

export const SINGLE_SESSION_PRICE = 695;

export const ED_PRICING: readonly PricingOption[] = [
  {
    id: 'single',
    name: 'Single Session',
    sessions: 1,
    price: SINGLE_SESSION_PRICE,
    cta: 'Book a single session',
  },
  {
    id: 'vigor',
    name: 'Vigor Package',
    sessions: 4,
    price: 2_400,
    compareAt: { amount: 2_780, kind: 'valued-at' },
    cta: 'Book the Vigor Package',
  },
  {
    id: 'platinum',
    name: 'Platinum Package',
    sessions: 8,
    bonus: { sessions: 1, label: 'pelvic floor strength session' },
    price: 4_500,
    compareAt: { amount: 5_560, kind: 'regular' },
    limitedTime: true,
    cta: 'Book the Platinum Package',
  },
];

export const PRICING_INCLUDES = 'All options include a free initial consultation.';

type Breakpoints = Record<number, { slidesPerView: number }>;

export const TESTIMONIAL_CAROUSEL = {
  autoplayMs: 3500,
  spaceBetween: 20,
  breakpoints: { 0: { slidesPerView: 1 }, 1000: { slidesPerView: 3 } },
} as const satisfies { autoplayMs: number; spaceBetween: number; breakpoints: Breakpoints };

export const PARTNER_CAROUSEL = {
  autoplayMs: 1500,
  loop: true,
  breakpoints: {
    200: { slidesPerView: 1 },
    550: { slidesPerView: 2 },
    800: { slidesPerView: 3 },
    1000: { slidesPerView: 4 },
    1200: { slidesPerView: 5 },
  },
} as const satisfies { autoplayMs: number; loop: boolean; breakpoints: Breakpoints };

export const PARTNER_LOGO_COUNT = 11;
