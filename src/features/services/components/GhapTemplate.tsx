import type { ReactNode } from 'react';
import { DeferredFaqAccordion } from '../../../components/faq/DeferredFaqAccordion';
import { GHAP_FAQ } from '../content/ghap';
import { GhapAssessment } from './GhapAssessment';
import { GhapHero } from './GhapHero';
import { GhapReferral } from './GhapReferral';
import { deferredSection } from '../../../rendering/deferred-section';
import './service-page.css';
import './ghap.css';

export type GhapTemplateProps = {
  /** A booking control from the booking feature, passed in by the page. */
  bookingAction: ReactNode;
  /** The offline referral pack for physicians, shown between the referral criteria and how to refer. */
  referralPack?: ReactNode;
};

// Below the referral path: what to bring and what happens on the day hydrates as the visitor scrolls near it.
const GhapVisit = deferredSection('#ghap-prepare', () => import('./GhapVisit').then((m) => m.GhapVisit));

/** The Geriatric Health Assessment Program page body, for older adults, families and referring physicians. */
export function GhapTemplate({ bookingAction, referralPack }: GhapTemplateProps) {
  return (
    <div className="ghap">
      <GhapHero bookingAction={bookingAction} />
      <GhapAssessment />
      <GhapReferral referralPack={referralPack} />
      <GhapVisit />
      <section id="ghap-faq" className="service-section ghap-section" aria-labelledby="ghap-faq-heading">
        <div className="container service-faq">
          <h2 id="ghap-faq-heading">Questions from patients and families</h2>
          <DeferredFaqAccordion items={[...GHAP_FAQ]} />
          <p className="service-disclaimer">
            This page is for educational purposes only and is not medical advice. In an emergency, call 911.
          </p>
        </div>
      </section>
    </div>
  );
}
