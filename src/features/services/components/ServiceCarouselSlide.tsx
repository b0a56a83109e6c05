import { Link } from 'wouter';
import type { ServiceCarouselCard } from '../content/types';
import { ServiceIcon } from './ServiceIcon';
import './service-cards.css';

/** One "service carousel card": icon, heading, short text and a button-styled link. */
export function ServiceCarouselSlide({ card }: { card: ServiceCarouselCard }) {
  return (
    <article className="service-slide">
      <span className={card.iconBox ? 'service-slide__icon service-slide__icon--box' : 'service-slide__icon'}>
        <ServiceIcon art={card.icon} size={48} />
      </span>
      <h3 className="service-slide__heading">{card.heading}</h3>
      <p className="service-slide__text">{card.content}</p>
      <Link href={card.btnRef} className="button button--secondary button--small service-slide__button">
        {card.btnText} <span className="visually-hidden">about {card.heading}</span>
      </Link>
    </article>
  );
}
