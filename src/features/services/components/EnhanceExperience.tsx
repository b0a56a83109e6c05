import { Link } from 'wouter';
import { SERVICE_CARDS_BY_SLUG } from '../content/service-registry';
import type { RelatedService } from '../content/types';
import { ServiceIcon } from './ServiceIcon';

/** "Enhance your experience": links to two or three related service pages, each with a reason. */
export function EnhanceExperience({ related }: { related: RelatedService[] }) {
  return (
    <section className="service-section service-section--sand" aria-labelledby="enhance-heading">
      <div className="container">
        <h2 id="enhance-heading">Enhance your experience</h2>
        <p className="service-section__intro">Services that work well alongside this one:</p>
        <ul className="plain-list enhance-list">
          {related.map(({ slug, reason }) => {
            const service = SERVICE_CARDS_BY_SLUG[slug];
            return (
              <li key={slug} className="enhance-list__item">
                <ServiceIcon art={service.art} size={40} className="enhance-list__icon" />
                <div>
                  <h3 className="enhance-list__title">
                    <Link href={service.path}>{service.name}</Link>
                  </h3>
                  <p>{reason}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
