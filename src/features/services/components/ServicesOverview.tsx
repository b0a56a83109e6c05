import { Link } from 'wouter';
import { paths } from '../../../paths';
import { SERVICE_CARDS } from '../content/service-cards';
import { Breadcrumbs, SERVICES_TRAIL } from './Breadcrumbs';
import { MembershipCta } from './MembershipCta';
import { ServiceCardGrid } from './ServiceCardGrid';
import { ServiceIcon } from './ServiceIcon';
import './service-page.css';
import './service-cards.css';

/** The /service page body: heading and intro, the twelve service cards, a GHAP pointer and the membership CTA. */
export function ServicesOverview() {
  return (
    <>
      <section className="service-hero" aria-labelledby="services-heading">
        <div className="container service-hero__text">
          <Breadcrumbs trail={SERVICES_TRAIL} />
          <h1 id="services-heading">Specialized services that make the difference</h1>
          <p className="service-hero__lead">
            Alongside our executive health assessments, our clinicians offer focused services for the moments when you
            need more: an injury, a hearing change, a complex diagnosis or a plan for the decades ahead. Every service
            shares one record and one team, so nothing falls between the cracks.
          </p>
        </div>
      </section>

      <section className="service-section" aria-labelledby="services-list-heading">
        <div className="container">
          <h2 id="services-list-heading">Explore our services</h2>
          <ServiceCardGrid cards={SERVICE_CARDS} headingLevel={3} />
        </div>
      </section>

      <section className="service-section service-section--sand" aria-labelledby="services-ghap-heading">
        <div className="container services-ghap">
          <ServiceIcon art="geriatric" size={64} className="services-ghap__icon" />
          <div className="services-ghap__text">
            <h2 id="services-ghap-heading">Geriatric Health Assessment Program</h2>
            <p>
              A comprehensive assessment for older adults with memory changes, falls, many medications or declining
              function. It is covered by OHIP with a referral from a family physician.
            </p>
            <p>
              <Link href={paths.geriatricAssessment}>About the program and how physicians refer</Link>
            </p>
          </div>
        </div>
      </section>

      <MembershipCta />
    </>
  );
}
