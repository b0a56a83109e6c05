import {
  EXECUTIVE_EXAM_HOURS,
  EXECUTIVES_SERVED,
  PREVENTABLE_EVENTS_PERCENT,
  YEARS_OF_EXPERIENCE,
} from '../../../config/business-constants';
import './home.css';

const STATS = [
  { value: `${EXECUTIVES_SERVED}+`, label: 'executives served' },
  { value: `${YEARS_OF_EXPERIENCE}+ years`, label: 'of clinic experience' },
  {
    value: `${EXECUTIVE_EXAM_HOURS.min} to ${EXECUTIVE_EXAM_HOURS.max} hours`,
    label: 'for one comprehensive executive exam',
  },
] as const;

export function HomeStats() {
  return (
    <section className="home-stats" aria-labelledby="home-stats-heading">
      <div className="container">
        <h2 id="home-stats-heading" className="home-stats__heading">
          Experience you can rely on
        </h2>
        <ul className="plain-list home-stats__list">
          {STATS.map((stat) => (
            <li key={stat.label} className="home-stats__card">
              <p className="home-stats__value">{stat.value}</p>
              <p className="home-stats__label">{stat.label}</p>
            </li>
          ))}
        </ul>
        <p className="home-stats__claim">
          Why we put prevention first: in our clinic&rsquo;s view, up to {PREVENTABLE_EVENTS_PERCENT} percent of cardiac
          events and cancers stem from preventable causes, such as smoking, high blood pressure, inactivity and diet.
          Not every illness can be prevented, but many risks can be found early and lowered.
        </p>
      </div>
    </section>
  );
}
