import { Link } from 'wouter';
import { paths } from '../../../paths';
import { MembershipIcon } from './MembershipIcon';
import './membership.css';

export function TeamLedCare() {
  return (
    <section className="membership-section" aria-labelledby="membership-team-heading">
      <div className="container membership-team">
        <span className="membership-card__icon">
          <MembershipIcon name="team" />
        </span>
        <div className="membership-team__text">
          <h2 id="membership-team-heading">Team-led care</h2>
          <p>
            Your membership is led by a physician who knows you, working with specialists, primary care physicians and
            allied health professionals under one roof. They share one record and discuss your plan together, so you
            hear one consistent plan rather than separate opinions.
          </p>
          <Link href={paths.team} className="button button--secondary">
            Meet the care team
          </Link>
        </div>
      </div>
    </section>
  );
}
