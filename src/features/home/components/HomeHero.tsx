import { Link } from 'wouter';
import { SITE_CONFIG } from '../../../config/site-config';
import { paths } from '../../../paths';
import { HeroArtwork } from './HeroArtwork';
import './home.css';

export function HomeHero() {
  const [mainPhone] = SITE_CONFIG.phones;

  return (
    <section className="home-hero" aria-labelledby="home-hero-heading">
      <div className="container home-hero__inner">
        <div className="home-hero__text">
          <p className="home-hero__eyebrow">Executive health and preventive care in Toronto</p>
          <h1 id="home-hero-heading">Preventive care that keeps you ahead of your health</h1>
          <p className="home-hero__lead">
            Thorough executive health assessments and an annual membership, led by one coordinated clinical team. You
            leave with a clear picture of your health today and a practical plan for the years ahead.
          </p>
          <div className="home-hero__actions">
            <Link href={paths.membership} className="button">
              Explore membership
            </Link>
            <Link href={paths.service} className="button button--secondary">
              Learn more
            </Link>
          </div>
          {mainPhone && (
            <p className="home-hero__contact">
              Prefer to talk it through? Call <a href={`tel:${mainPhone.dial}`}>{mainPhone.display}</a>{' '}
              <span className="home-hero__hours">({SITE_CONFIG.hours})</span>
            </p>
          )}
        </div>
        <div className="home-hero__art">
          <HeroArtwork />
        </div>
      </div>
    </section>
  );
}
