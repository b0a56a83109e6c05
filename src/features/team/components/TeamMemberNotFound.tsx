import { Link } from 'wouter';
import { paths } from '../../../paths';
import './team.css';

/** Shown for /team-individual/{id} when no member has that id (instead of a profile with empty fields). */
export function TeamMemberNotFound() {
  return (
    <section className="container team-not-found" aria-labelledby="team-not-found-heading">
      <h1 id="team-not-found-heading">We could not find that team member</h1>
      <p>The link may be incomplete, or the profile may have moved. Our full team is listed on one page.</p>
      <Link href={paths.team} className="button">
        See our whole team
      </Link>
    </section>
  );
}
