import { Link } from 'wouter';
import { paths } from '../../../paths';
import './location-page.css';

/** The spec's 404 view for a location page that does not exist (or is not published). */
export function LocationNotFound() {
  return (
    <section className="container location-not-found" aria-labelledby="location-not-found-heading">
      <p className="location-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="location-not-found-heading">
        <span className="visually-hidden">404: </span>Requested Page Could Not Be Found
      </h1>
      <p>The page may have moved, or the address may have a typo.</p>
      <div className="location-not-found__actions">
        <Link href={paths.home} className="button">
          Go to the home page
        </Link>
        <Link href={paths.contact} className="button button--secondary">
          Contact the clinic
        </Link>
      </div>
    </section>
  );
}
