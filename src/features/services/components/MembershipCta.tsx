import { Link } from 'wouter';
import { paths } from '../../../paths';
import './service-page.css';

/** The membership call to action closing the overview and every service page. */
export function MembershipCta() {
  return (
    <section className="membership-cta on-dark" aria-labelledby="membership-cta-heading">
      <div className="container membership-cta__inner">
        <div className="membership-cta__text">
          <h2 id="membership-cta-heading">Bring all of your care together</h2>
          <p>
            An annual, renewable executive membership combines a comprehensive yearly health assessment, regular
            check-ins and one coordinated clinical team, so every service you use works from the same plan.
          </p>
        </div>
        <Link href={paths.membership} className="button button--accent">
          Explore membership
        </Link>
      </div>
    </section>
  );
}
