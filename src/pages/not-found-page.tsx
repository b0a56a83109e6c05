import { HeadTags } from '../components/seo/HeadTags';
import { Link } from 'wouter';
import { SITE_CONFIG } from '../config/site-config';
import { paths } from '../paths';

export function NotFoundPage() {
  return (
    <section className="container not-found" aria-labelledby="not-found-heading">
      {/* noindex: the address answers with the app shell, which search engines must not keep as a page. */}
      <HeadTags>
        <title>{`Page not found | ${SITE_CONFIG.clinicName}`}</title>
        <meta name="robots" content="noindex" />
      </HeadTags>
      <h1 id="not-found-heading">Page not found</h1>
      <p>The page you were looking for may have moved, or the address may have a typo.</p>
      <Link href={paths.home} className="button">
        Go to the home page
      </Link>
    </section>
  );
}
