import type { ReactNode } from 'react';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { Seo } from '../../../components/seo/Seo';
import { paths } from '../../../paths';
import type { LocationPage } from '../../../shared/schemas/location-page';
import { useLocationPagesApi } from '../api/location-pages-api-context';
import { useLocationPage } from '../use-location-page';
import { LocationNotFound } from './LocationNotFound';
import './location-page.css';

type LocationPageScreenProps = {
  slug: string;
  /** The page decides what a loaded record looks like (head tags, partner logos). */
  renderPage: (page: LocationPage) => ReactNode;
};

/** Loading, the 404 view, a load failure with "Try again", or the page itself. */
export function LocationPageScreen({ slug, renderPage }: LocationPageScreenProps) {
  const { getPublishedLocationPage } = useLocationPagesApi();
  const { state, retry } = useLocationPage(slug, getPublishedLocationPage);

  if (state.status === 'loading') return <LoadingStatus label="Loading the page…" />;
  if (state.status === 'ready') return renderPage(state.page);
  if (state.status === 'not-found') {
    return (
      <>
        <Seo
          title="Requested Page Could Not Be Found"
          description="This page could not be found."
          path={paths.location(slug)}
          noindex
        />
        <LocationNotFound />
      </>
    );
  }
  return (
    <>
      <Seo title="Page unavailable" description="This page could not be loaded." path={paths.location(slug)} noindex />
      <section className="container location-load-failed" aria-labelledby="location-load-failed-heading">
        <h1 id="location-load-failed-heading">This page could not be loaded</h1>
        <p role="alert">{state.message}</p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      </section>
    </>
  );
}
