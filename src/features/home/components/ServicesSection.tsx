import type { ReactNode } from 'react';
import './home.css';

export type ServicesSectionProps = {
  /** The services carousel, composed by the page (it belongs to the services feature). */
  children?: ReactNode;
};

/** A heading and short introduction for the home page's services carousel. */
export function ServicesSection({ children }: ServicesSectionProps) {
  return (
    <section className="home-services" aria-labelledby="home-services-heading">
      <div className="container">
        <div className="home-services__intro">
          <h2 id="home-services-heading">Specialized care under one roof</h2>
          <p>
            From the executive health assessment to audiology, sports medicine and pelvic health, each service is led by
            clinicians who share your record, so nothing is lost between appointments.
          </p>
        </div>
        {children}
      </div>
    </section>
  );
}
