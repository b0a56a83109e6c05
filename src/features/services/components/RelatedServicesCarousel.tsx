import { Carousel } from '../../../components/carousel/Carousel';
import { SERVICE_PAGE_CAROUSEL } from '../constants';
import { SERVICE_CAROUSEL_CARDS } from '../content/service-cards';
import { ServiceCarouselSlide } from './ServiceCarouselSlide';

/**
 * A service page's carousel of the clinic's other services, the related ones first
 * (spec §9: 1 slide below 1100 px, 3 at 1100 px and above).
 */
export function RelatedServicesCarousel({
  currentPath,
  relatedPaths,
}: {
  currentPath: string;
  relatedPaths: string[];
}) {
  const others = SERVICE_CAROUSEL_CARDS.filter((card) => card.btnRef !== currentPath);
  const rank = (href: string) => {
    const i = relatedPaths.indexOf(href);
    return i === -1 ? relatedPaths.length : i;
  };
  const ordered = [...others].sort((a, b) => rank(a.btnRef) - rank(b.btnRef));
  return (
    <Carousel
      label="More services at the clinic"
      className="services-carousel"
      slides={ordered.map((card) => (
        <ServiceCarouselSlide key={card.btnRef} card={card} />
      ))}
      breakpoints={SERVICE_PAGE_CAROUSEL.breakpoints}
      autoplayMs={SERVICE_PAGE_CAROUSEL.autoplayMs}
      loop={SERVICE_PAGE_CAROUSEL.loop}
    />
  );
}
