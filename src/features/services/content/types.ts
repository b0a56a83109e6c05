import type { ServicePath, ServiceSlug } from './service-registry';

/** Keys of the original SVG artwork drawn by `ServiceIcon`; content refers to art by key, never by file. */
export const SERVICE_ART_KEYS = [
  'iv-therapy',
  'dna',
  'naturopathic',
  'audiology',
  'sports',
  'orthopaedic',
  'gyno-uro',
  'aesthetics',
  'aging',
  'global',
  'pelvic-men',
  'pelvic-women',
  'geriatric',
] as const;

export type ServiceArt = (typeof SERVICE_ART_KEYS)[number];

/** FAQ answers are plain text so the same entry feeds the accordion and the FAQPage JSON-LD. */
export type FaqEntry = { question: string; answer: string };

export type TitledText = { title: string; text: string };

/**
 * The middle of a service page: either a why / who / how list or a short run of numbered steps.
 */
export type ServiceDetails =
  | { kind: 'list'; heading: string; items: TitledText[] }
  | { kind: 'steps'; heading: string; intro?: string; items: TitledText[] };

export type RelatedService = { slug: ServiceSlug; reason: string };

export type Service = {
  slug: ServiceSlug;
  path: ServicePath;
  /** Display name, used in cards, breadcrumbs and links. */
  name: string;
  art: ServiceArt;
  /** Overview card paragraph. */
  summary: string;
  /** Carousel card text; at most SERVICE_CARD_CONTENT_MAX characters. */
  teaser: string;
  seo: { title: string; description: string };
  hero: { heading: string; paragraph: string };
  intro: { heading: string; paragraphs: string[] };
  details: ServiceDetails;
  benefits: { heading: string; items: string[] };
  /** "Enhance your experience": two or three other service pages. */
  related: RelatedService[];
  /** An optional pointer to another page of the site (for example the GHAP from aging and wellness). */
  note?: { text: string; linkLabel: string; href: string };
  faq: FaqEntry[];
};

/** Spec entity "Service card" (overview page); `art` replaces the original image. */
export type ServiceCard = { name: string; link: string; art: ServiceArt; para: string };

/** Spec entity "Service carousel card". */
export type ServiceCarouselCard = {
  icon: ServiceArt;
  /** Draws the icon inside a framed tile rather than on a plain disc. */
  iconBox: boolean;
  heading: string;
  content: string;
  btnText: string;
  btnRef: string;
};

/** Spec entity "Approach tile" (home, "A Holistic Approach to Your Health"). */
export type ApproachTile = { name: string; link: string; art: ServiceArt };

/**
 * The fields of a service that cards and carousels need: what a card module (`services/<slug>.card.ts`) declares,
 * `as const`, so that the registry knows every slug and path as a literal.
 */
export type ServiceCardFields = {
  slug: string;
  path: `/${string}`;
  name: string;
  art: ServiceArt;
  summary: string;
  teaser: string;
};
