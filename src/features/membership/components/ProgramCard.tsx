import { Link } from 'wouter';
import { MEMBERSHIP_SERVICES, type MembershipService } from '../content/services';
import { MembershipIcon } from './MembershipIcon';
import './membership.css';

/** "A Comprehensive Program Designed to Empower You": the five services of a membership year. */
export function ProgramCard({ services = MEMBERSHIP_SERVICES }: { services?: readonly MembershipService[] }) {
  return (
    <section className="membership-section" aria-labelledby="membership-program-heading">
      <div className="container">
        <div className="membership-program on-dark">
          <h2 id="membership-program-heading" className="membership-section__heading">
            A Comprehensive Program Designed to Empower You
          </h2>
          <p className="membership-program__intro">
            Five services work together across your membership year, so prevention, follow-up and support never depend
            on you remembering to ask.
          </p>
          <ul className="plain-list membership-grid membership-grid--services">
            {services.map((service) => (
              <li key={service.name} className="membership-service">
                <span className="membership-service__icon">
                  <MembershipIcon name={service.icon} size={48} />
                </span>
                <h3>{service.name}</h3>
                <p>{service.para}</p>
                <Link href={service.link} className="button button--accent button--small membership-service__link">
                  Learn More <span className="visually-hidden">about {service.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
