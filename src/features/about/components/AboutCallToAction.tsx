import { Link } from 'wouter';
import { SITE_CONFIG } from '../../../config/site-config';
import { paths } from '../../../paths';
import './about.css';

export function AboutCallToAction() {
  const [mainPhone] = SITE_CONFIG.phones;
  return (
    <section className="about-cta on-dark" aria-labelledby="about-cta-heading">
      <div className="container about-cta__inner">
        <h2 id="about-cta-heading">Take the first step</h2>
        <p>
          Tell us what you would like to achieve, and we will help you find the right place to begin. There is no
          obligation.
        </p>
        <Link href={paths.contact} className="button button--accent">
          Contact the clinic
        </Link>
        {mainPhone ? (
          <p>
            Or call <a href={`tel:${mainPhone.dial}`}>{mainPhone.display}</a> ({SITE_CONFIG.hours}).
          </p>
        ) : null}
      </div>
    </section>
  );
}
