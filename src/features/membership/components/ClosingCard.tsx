import { Link } from 'wouter';
import { paths } from '../../../paths';
import './membership.css';

export function ClosingCard() {
  return (
    <section className="membership-section" aria-labelledby="membership-closing-heading">
      <div className="container">
        <div className="membership-closing on-dark">
          <h2 id="membership-closing-heading">The path to health begins here</h2>
          <p>
            Whether you are ready to join or simply want to understand your options, a conversation with our team is the
            place to start. Tell us a little about yourself and we will be in touch.
          </p>
          <Link href={paths.contact} className="button button--accent">
            Take the first step
          </Link>
        </div>
      </div>
    </section>
  );
}
