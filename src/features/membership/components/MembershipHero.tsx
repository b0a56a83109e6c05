import type { ReactNode } from 'react';
import { SITE_CONFIG } from '../../../config/site-config';
import { MembershipHeroArt } from './MembershipHeroArt';
import './membership.css';

export type MembershipHeroProps = {
  /**
   * The "Speak with membership" button. It opens the booking popup (type 1), which belongs to the
   * booking feature, so the page composes it and hands it in.
   */
  speakAction?: ReactNode;
  /** The external membership booking page; the site config by default. */
  bookingUrl?: string;
};

export function MembershipHero({ speakAction, bookingUrl = SITE_CONFIG.membershipBookingUrl }: MembershipHeroProps) {
  return (
    <section className="membership-hero" aria-labelledby="membership-hero-heading">
      <div className="container membership-hero__inner">
        <div className="membership-hero__text">
          <p className="membership-eyebrow">Executive health membership</p>
          <h1 id="membership-hero-heading">Raising the bar on personalized care</h1>
          <p className="membership-hero__lead">
            An annual, renewable membership that pairs a comprehensive yearly assessment with a dedicated clinical team
            who stay with you all year: explaining results, coaching realistic changes and coordinating care when you
            need more.
          </p>
          <div className="membership-actions">
            <a href={bookingUrl} className="button" target="_blank" rel="noopener noreferrer">
              Book a consultation <span className="visually-hidden">(opens the booking page in a new tab)</span>
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path
                  d="M6 3h7v7M13 3L4 12"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </a>
            {speakAction}
          </div>
          <p className="membership-hero__note">Memberships are annual and renewable.</p>
        </div>
        <div className="membership-hero__art">
          <MembershipHeroArt />
        </div>
      </div>
    </section>
  );
}
