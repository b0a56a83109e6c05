import { Link } from 'wouter';
import type { ServiceCard } from '../content/types';
import { ServiceIcon } from './ServiceIcon';
import './service-cards.css';

/**
 * The overview's grid of service cards. Each card's heading is its link (so the link is named after the
 * service); a stretched hit area makes the whole card clickable without nesting content in the link.
 */
export function ServiceCardGrid({ cards, headingLevel = 2 }: { cards: readonly ServiceCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="plain-list service-card-grid">
      {cards.map((card) => (
        <li key={card.link} className="service-card">
          <span className="service-card__icon">
            <ServiceIcon art={card.art} size={56} />
          </span>
          <Heading className="service-card__title">
            <Link href={card.link} className="service-card__link">
              {card.name}
            </Link>
          </Heading>
          <p className="service-card__text">{card.para}</p>
          <span className="service-card__more" aria-hidden="true">
            Learn more <span className="service-card__arrow">→</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
