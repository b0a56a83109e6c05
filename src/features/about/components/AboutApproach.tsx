import { ABOUT_PRINCIPLES, ABOUT_STATS } from '../content/about';
import './about.css';

export function AboutApproach() {
  return (
    <section className="about-section" aria-labelledby="about-approach-heading">
      <div className="container">
        <h2 id="about-approach-heading">Our approach</h2>
        <p className="about-section__intro">
          Many of the conditions that shape later life build quietly over years. Preventive care gives you and your
          physician the chance to find them early and to act with a clear plan.
        </p>
        <ul className="plain-list about-principles">
          {ABOUT_PRINCIPLES.map((principle) => (
            <li key={principle.title} className="about-card">
              <h3>{principle.title}</h3>
              <p>{principle.text}</p>
            </li>
          ))}
        </ul>

        <h3 className="about-stats__heading">Experience you can rely on</h3>
        <ul className="plain-list about-stats">
          {ABOUT_STATS.map((stat) => (
            <li key={stat.label} className="about-stats__item">
              <p className="about-stats__value">{stat.value}</p>
              <p>{stat.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
