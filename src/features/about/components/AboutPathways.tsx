import { Link } from 'wouter';
import { ABOUT_PATHWAYS } from '../content/about';
import './about.css';

/** The team, membership and services, each with a link to its own page. */
export function AboutPathways() {
  return (
    <section className="about-section about-section--sand" aria-labelledby="about-pathways-heading">
      <div className="container">
        <h2 id="about-pathways-heading">How we care for you</h2>
        <ul className="plain-list about-pathways">
          {ABOUT_PATHWAYS.map((pathway) => (
            <li key={pathway.id} className="about-card">
              <h3>{pathway.title}</h3>
              <p>{pathway.text}</p>
              <Link href={pathway.link.href} className="button button--secondary about-card__link">
                {pathway.link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
