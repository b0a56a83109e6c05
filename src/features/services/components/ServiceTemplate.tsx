import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { DeferredFaqAccordion } from '../../../components/faq/DeferredFaqAccordion';
import { ListenControl } from '../../../components/listen/ListenControl';
import { SERVICE_CARDS_BY_SLUG } from '../content/service-registry';
import type { Service } from '../content/types';
import { Breadcrumbs, SERVICES_TRAIL } from './Breadcrumbs';
import { EnhanceExperience } from './EnhanceExperience';
import { MembershipCta } from './MembershipCta';
import { ServiceDetails } from './ServiceDetails';
import { ServiceHeroArt } from './ServiceHeroArt';
import { deferredSection } from '../../../rendering/deferred-section';
import './service-page.css';

// Far down the page: its carousel and cards load as the visitor scrolls near it, not with the page.
const RelatedServices = deferredSection('.service-more', () =>
  import('./RelatedServicesSection').then((m) => m.RelatedServicesSection),
);

export type ServiceTemplateProps = {
  service: Service;
  /** The hero's booking control; the page passes the booking feature's button (features stay independent). */
  bookingAction: ReactNode;
};

/** The shared layout of the ten service pages. */
export function ServiceTemplate({ service, bookingAction }: ServiceTemplateProps) {
  return (
    <>
      <section className="service-hero" aria-labelledby="service-hero-heading">
        <div className="container service-hero__inner">
          <div className="service-hero__text">
            <Breadcrumbs trail={[...SERVICES_TRAIL, { name: service.name, path: service.path }]} />
            <p className="service-hero__eyebrow">{service.name}</p>
            <h1 id="service-hero-heading">{service.hero.heading}</h1>
            <p className="service-hero__lead">{service.hero.paragraph}</p>
            <ListenControl />
            <div className="service-hero__actions">{bookingAction}</div>
          </div>
          <div className="service-hero__art">
            <ServiceHeroArt art={service.art} />
          </div>
        </div>
      </section>

      <section className="service-section" aria-labelledby="service-intro-heading">
        <div className="container">
          <div className="service-intro">
            <h2 id="service-intro-heading">{service.intro.heading}</h2>
            {service.intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {service.note ? (
              <p className="service-intro__note">
                {service.note.text} <Link href={service.note.href}>{service.note.linkLabel}</Link>
              </p>
            ) : null}
          </div>
        </div>
      </section>

      <ServiceDetails details={service.details} />

      <section className="service-section" aria-labelledby="service-benefits-heading">
        <div className="container">
          <h2 id="service-benefits-heading">{service.benefits.heading}</h2>
          <ul className="service-benefits">
            {service.benefits.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </section>

      <EnhanceExperience related={service.related} />

      <RelatedServices
        currentPath={service.path}
        relatedPaths={service.related.map(({ slug }) => SERVICE_CARDS_BY_SLUG[slug].path)}
      />

      <MembershipCta />

      <section className="service-section" aria-labelledby="service-faq-heading">
        <div className="container service-faq">
          <h2 id="service-faq-heading">Frequently asked questions</h2>
          <DeferredFaqAccordion items={service.faq} />
          <p className="service-disclaimer">
            This page is for educational purposes only and is not medical advice. Talk to a clinician about your own
            health.
          </p>
        </div>
      </section>
    </>
  );
}
