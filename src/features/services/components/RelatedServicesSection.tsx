import { Link } from 'wouter';
import { paths } from '../../../paths';
import { RelatedServicesCarousel } from './RelatedServicesCarousel';

/** "Explore more services": the carousel of the clinic's other services, the related ones first. */
export function RelatedServicesSection({ currentPath, relatedPaths }: { currentPath: string; relatedPaths: string[] }) {
  return (
    <section className="service-section service-more" aria-labelledby="service-more-heading">
      <div className="container">
        <h2 id="service-more-heading">Explore more services</h2>
        <RelatedServicesCarousel currentPath={currentPath} relatedPaths={relatedPaths} />
        <p className="service-section__after">
          <Link href={paths.service}>See all services</Link>
        </p>
      </div>
    </section>
  );
}
