import { Carousel } from '../../../components/carousel/Carousel';
import { HOME_SERVICES_CAROUSEL } from '../constants';
import { SERVICE_CAROUSEL_CARDS } from '../content/service-cards';
import { ServiceCarouselSlide } from './ServiceCarouselSlide';

/** The home page's services carousel (spec §9: 1 slide from 200 px, 3 from 1100 px, spacing 60). */
export function ServicesCarousel() {
  return (
    <Carousel
      label="Our services"
      className="services-carousel"
      slides={SERVICE_CAROUSEL_CARDS.map((card) => (
        <ServiceCarouselSlide key={card.btnRef} card={card} />
      ))}
      breakpoints={HOME_SERVICES_CAROUSEL.breakpoints}
      spaceBetween={HOME_SERVICES_CAROUSEL.spaceBetween}
      autoplayMs={HOME_SERVICES_CAROUSEL.autoplayMs}
      loop={HOME_SERVICES_CAROUSEL.loop}
    />
  );
}
