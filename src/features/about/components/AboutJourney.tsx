import { ABOUT_STEPS } from '../content/about';
import './about.css';

export function AboutJourney() {
  return (
    <section className="about-section" aria-labelledby="about-journey-heading">
      <div className="container">
        <h2 id="about-journey-heading">What to expect</h2>
        <ol className="plain-list about-steps">
          {ABOUT_STEPS.map((step, index) => (
            <li key={step.title} className="about-steps__item">
              <span className="about-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3>
                  <span className="visually-hidden">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
