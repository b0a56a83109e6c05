import { VALUE_CARDS, type ValueCard } from '../content/values';
import { MembershipIcon } from './MembershipIcon';
import './membership.css';

export function ValueCards({ cards = VALUE_CARDS }: { cards?: readonly ValueCard[] }) {
  return (
    <section className="membership-section" aria-labelledby="membership-values-heading">
      <div className="container">
        <h2 id="membership-values-heading" className="membership-section__heading">
          The principles behind membership
        </h2>
        <ul className="plain-list membership-grid membership-grid--three">
          {cards.map((card) => (
            <li key={card.title} className="membership-card">
              <span className="membership-card__icon">
                <MembershipIcon name={card.img} />
              </span>
              <h3>{card.title}</h3>
              <p>{card.para}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
