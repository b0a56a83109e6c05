import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { BookingType } from '../../../config/site-config';
import { paths } from '../../../paths';
import type { BookingButtonSlot } from '../booking-slot';
import { BOOKING_TYPES, ED_PRICING, ED_SESSION_MINUTES, PRICING_INCLUDES, type PricingOption } from '../constants';
import { ED_PRICING_COPY } from '../content/ed-treatment';
import { formatCad } from '../format';
import './pelvic-health.css';
import './pricing.css';

export type PricingBlockProps = {
  /** The booking feature's BookingButton (see booking-slot.ts). */
  BookingButton: BookingButtonSlot;
  /** When false, each option links to the contact page instead of opening the booking dialog. */
  bookingEnabled?: boolean;
  /** Scheduling type of the booking dialog; the spec's default for the pricing block is 4. */
  bookingType?: BookingType;
};

function includes(option: PricingOption): string {
  const sessions =
    option.sessions === 1
      ? `1 sound-wave session of ${ED_SESSION_MINUTES} minutes`
      : `${option.sessions} sound-wave sessions`;
  if (!option.bonus) return sessions;
  const plural = option.bonus.sessions === 1 ? '' : 's';
  return `${sessions} plus ${option.bonus.sessions} ${option.bonus.label}${plural} free`;
}

function PriceCard({ option, action }: { option: PricingOption; action: ReactNode }) {
  const promotion = option.compareAt?.kind === 'regular';
  return (
    <li className={`ph-price-card${option.limitedTime ? ' ph-price-card--featured' : ''}`}>
      <h3 className="ph-price-card__name">{option.name}</h3>
      {option.limitedTime ? <p className="ph-price-card__badge">Limited-time offer</p> : null}
      <p className="ph-price-card__includes">{includes(option)}</p>
      <p className="ph-price-card__price">
        {promotion ? <span className="ph-price-card__now">Now </span> : null}
        <data value={option.price}>{formatCad(option.price)}</data>
      </p>
      {option.compareAt?.kind === 'valued-at' ? (
        <p className="ph-price-card__compare">Valued at {formatCad(option.compareAt.amount)}</p>
      ) : null}
      {option.compareAt?.kind === 'regular' ? (
        <p className="ph-price-card__compare">
          Regular price <s>{formatCad(option.compareAt.amount)}</s>
          {option.limitedTime ? ', for a limited time' : null}
        </p>
      ) : null}
      <div className="ph-price-card__action">{action}</div>
    </li>
  );
}

/** The men's sound-wave pricing block: single session, Vigor Package and Platinum Package. */
export function PricingBlock({
  BookingButton,
  bookingEnabled = true,
  bookingType = BOOKING_TYPES.pricing,
}: PricingBlockProps) {
  const headingId = useId();
  return (
    <section className="ph-section ph-section--sand" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="ph-section__heading">
          {ED_PRICING_COPY.heading}
        </h2>
        <p className="ph-section__intro">{ED_PRICING_COPY.intro}</p>
        <ul className="plain-list ph-pricing">
          {ED_PRICING.map((option) => (
            <PriceCard
              key={option.id}
              option={option}
              action={
                bookingEnabled ? (
                  <BookingButton type={bookingType}>{option.cta}</BookingButton>
                ) : (
                  <Link href={paths.contact} className="button button--secondary">
                    Ask about the {option.name}
                  </Link>
                )
              }
            />
          ))}
        </ul>
        <p className="ph-pricing__includes">{PRICING_INCLUDES}</p>
      </div>
    </section>
  );
}
