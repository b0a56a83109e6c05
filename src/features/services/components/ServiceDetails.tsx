import type { ServiceDetails as Details } from '../content/types';
import { ServicePoints } from './ServicePoints';

/** The why / who / how list, or the numbered steps, of a service page. */
export function ServiceDetails({ details }: { details: Details }) {
  return (
    <section className="service-section" aria-labelledby="service-details-heading">
      <div className="container">
        <h2 id="service-details-heading">{details.heading}</h2>
        {details.kind === 'steps' ? (
          <>
            {details.intro ? <p className="service-section__intro">{details.intro}</p> : null}
            <ol className="plain-list service-steps">
              {details.items.map((item, i) => (
                <li key={item.title} className="service-steps__item">
                  <span className="service-steps__number" aria-hidden="true">
                    {i + 1}
                  </span>
                  <h3 className="service-steps__title">
                    <span className="visually-hidden">Step {i + 1}:</span> {item.title}
                  </h3>
                  <p>{item.text}</p>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <ServicePoints items={details.items} />
        )}
      </div>
    </section>
  );
}
