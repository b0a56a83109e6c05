import { GHAP_DOMAINS, GHAP_WHAT_IS } from '../content/ghap';

/** What a comprehensive geriatric assessment is, and the areas it covers. */
export function GhapAssessment() {
  return (
    <section id="ghap-what-is" className="service-section ghap-section" aria-labelledby="ghap-what-is-heading">
      <div className="container">
        <h2 id="ghap-what-is-heading">{GHAP_WHAT_IS.heading}</h2>
        <div className="prose ghap-prose">
          {GHAP_WHAT_IS.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <h3 className="ghap-subheading">What we look at</h3>
        <ul className="plain-list service-points ghap-domains">
          {GHAP_DOMAINS.map((domain) => (
            <li key={domain.title} className="service-points__item">
              <h4>{domain.title}</h4>
              <p>{domain.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
