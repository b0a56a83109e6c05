import { SERVICE_CARD_CONTENT_MAX } from '../constants';
import { cutText } from './cut-text';
import { PELVIC_FLOOR_SERVICES } from './pelvic-floor-cards';
import { SERVICE_CARD_FIELDS } from './service-registry';
import type { ServiceCard, ServiceCarouselCard } from './types';

/** The twelve cards of the services overview: the ten template pages, then pelvic floor for men and women. */
export const SERVICE_CARDS: readonly ServiceCard[] = [
  ...SERVICE_CARD_FIELDS.map((service) => ({
    name: service.name,
    link: service.path,
    art: service.art,
    para: service.summary,
  })),
  ...PELVIC_FLOOR_SERVICES.map((service) => ({
    name: service.name,
    link: service.link,
    art: service.art,
    para: service.summary,
  })),
];

const carouselSources = [
  ...SERVICE_CARD_FIELDS.map((service) => ({
    heading: service.name,
    link: service.path,
    art: service.art,
    text: service.teaser,
  })),
  ...PELVIC_FLOOR_SERVICES.map((service) => ({
    heading: service.name,
    link: service.link,
    art: service.art,
    text: service.teaser,
  })),
];

/** Cards of the services carousels; the icon alternates between a framed tile and a plain disc. */
export const SERVICE_CAROUSEL_CARDS: readonly ServiceCarouselCard[] = carouselSources.map((source, i) => ({
  icon: source.art,
  iconBox: i % 2 === 0,
  heading: source.heading,
  content: cutText(source.text, SERVICE_CARD_CONTENT_MAX),
  btnText: 'Learn more',
  btnRef: source.link,
}));
