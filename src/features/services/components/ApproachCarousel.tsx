import { Link } from 'wouter';
import { Carousel } from '../../../components/carousel/Carousel';
import { APPROACH_CAROUSEL } from '../constants';
import { APPROACH_TILES } from '../content/approach-tiles';
import { ServiceIcon } from './ServiceIcon';
import './service-cards.css';

/**
 * The home page's "A Holistic Approach to Your Health" carousel of twelve service tiles
 * (spec §9: 1 slide, 4 from 1100 px, spacing 50). The home page supplies the section heading.
 */
export function ApproachCarousel() {
  return (
    <Carousel
      label="A Holistic Approach to Your Health"
      className="approach-carousel"
      slides={APPROACH_TILES.map((tile) => (
        <Link key={tile.link} href={tile.link} className="approach-tile">
          <span className="approach-tile__icon">
            <ServiceIcon art={tile.art} size={64} />
          </span>
          <span className="approach-tile__name">{tile.name}</span>
        </Link>
      ))}
      breakpoints={APPROACH_CAROUSEL.breakpoints}
      spaceBetween={APPROACH_CAROUSEL.spaceBetween}
      autoplayMs={APPROACH_CAROUSEL.autoplayMs}
      loop={APPROACH_CAROUSEL.loop}
    />
  );
}
