import { GHAP_AFTER, GHAP_DAY_NOTE, GHAP_THE_DAY, GHAP_WHAT_TO_BRING } from '../content/ghap-visit';
import { ServicePoints } from './ServicePoints';

/** Preparing for the visit, what happens on the day, and what happens afterwards. */
export function GhapVisit() {
  return (
    <>
      <section id="ghap-prepare" className="service-section ghap-section" aria-labelledby="ghap-prepare-heading">
        <div className="container">
          <h2 id="ghap-prepare-heading">Preparing for the visit</h2>
          <div className="ghap-prepare">
            <div>
              <h3>What to bring</h3>
              <ul className="ghap-checklist">
                {GHAP_WHAT_TO_BRING.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3>What happens on the day</h3>
              <ol className="plain-list ghap-day">
                {GHAP_THE_DAY.map((step, i) => (
                  <li key={step.title} className="ghap-day__item">
                    <span className="service-steps__number" aria-hidden="true">
                      {i + 1}
                    </span>
                    <div>
                      <h4>
                        <span className="visually-hidden">Step {i + 1}:</span> {step.title}
                      </h4>
                      <p>{step.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
              <p className="ghap-day__note">{GHAP_DAY_NOTE}</p>
            </div>
          </div>
        </div>
      </section>

      <section
        id="ghap-after"
        className="service-section service-section--sand ghap-section"
        aria-labelledby="ghap-after-heading"
      >
        <div className="container">
          <h2 id="ghap-after-heading">After the assessment</h2>
          <ServicePoints items={GHAP_AFTER} />
        </div>
      </section>
    </>
  );
}
