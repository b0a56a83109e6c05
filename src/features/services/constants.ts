import type { CarouselBreakpoints } from '../../components/carousel/Carousel';

/** Spec §9: every services carousel autoplays every 1500 ms and loops. */
export const SERVICE_CAROUSEL_AUTOPLAY_MS = 1500;

/** Spec §9 "Home carousels", services: 1 slide from 200 px, 3 from 1100 px, spacing 60. */
export const HOME_SERVICES_CAROUSEL = {
  autoplayMs: SERVICE_CAROUSEL_AUTOPLAY_MS,
  loop: true,
  spaceBetween: 60,
  breakpoints: { 200: { slidesPerView: 1 }, 1100: { slidesPerView: 3 } } satisfies CarouselBreakpoints,
} as const;

/** Spec §9 "Home carousels", approach: 1 slide, 4 from 1100 px, spacing 50. */
export const APPROACH_CAROUSEL = {
  autoplayMs: SERVICE_CAROUSEL_AUTOPLAY_MS,
  loop: true,
  spaceBetween: 50,
  breakpoints: { 0: { slidesPerView: 1 }, 1100: { slidesPerView: 4 } } satisfies CarouselBreakpoints,
} as const;

/** Spec §9 "Service carousel (service pages)": 1 slide below 1100 px, 3 at 1100 px and above. */
export const SERVICE_PAGE_CAROUSEL = {
  autoplayMs: SERVICE_CAROUSEL_AUTOPLAY_MS,
  loop: true,
  breakpoints: { 0: { slidesPerView: 1 }, 1100: { slidesPerView: 3 } } satisfies CarouselBreakpoints,
} as const;

/** Spec §9: a service carousel card's text is cut to 100 characters. */
export const SERVICE_CARD_CONTENT_MAX = 100;

/** Each service page links to this many related services under "Enhance your experience". */
export const RELATED_SERVICES = { min: 2, max: 3 } as const;
