import { GLANCE_ITEMS, type GlanceItem } from '../content/glance';
import './membership.css';

/** A short summary of what a membership year includes; the first section the spec leaves undescribed. */
export function MembershipAtAGlance({ items = GLANCE_ITEMS }: { items?: readonly GlanceItem[] }) {
  return (
    <section className="membership-section membership-section--sand" aria-labelledby="membership-glance-heading">
      <div className="container">
        <h2 id="membership-glance-heading" className="membership-section__heading">
          What membership includes at a glance
        </h2>
        <ul className="plain-list membership-glance">
          {items.map((item) => (
            <li key={item.title} className="membership-glance__item">
              <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
                <circle cx="14" cy="14" r="13" fill="var(--color-ink)" />
                <path
                  d="M8 14.5l4 4 8-9"
                  fill="none"
                  stroke="var(--color-on-ink)"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <div>
                <h3 className="membership-glance__title">{item.title}</h3>
                <p>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
