import { Link } from 'wouter';
import { useDocumentTitle } from '../app/use-document-title';
import { useRobotsNoindex } from '../app/use-robots-noindex';
import { paths } from '../paths';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  useRobotsNoindex();

  return (
    <section className="container not-found" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">Page not found</h1>
      <p>The page you were looking for may have moved, or the address may have a typo.</p>
      <Link href={paths.home} className="button">
        Go to the home page
      </Link>
    </section>
  );
}
