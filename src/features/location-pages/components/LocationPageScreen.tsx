import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingStatus } from '../../../components/LoadingStatus';
import type { LocationPage } from '@shared/schemas/location-page';
import { useLocationPagesApi } from '../api/location-pages-api-context';
import { useLocationPage } from '../use-location-page';
import './location-page.css';

// The 404 and load-failure views load only when needed (decision 0016: not in a location page's first load).
const LocationPageProblem = lazy(() =>
  import('./LocationPageProblem').then((module) => ({ default: module.LocationPageProblem })),
);

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
  return (
    <Suspense fallback={<LoadingStatus label="Loading the page…" />}>
      {state.status === 'not-found' ? (
        <LocationPageProblem slug={slug} problem="not-found" />
      ) : (
        <LocationPageProblem slug={slug} problem="load-failed" message={state.message} onRetry={retry} />
      )}
    </Suspense>
  );
}
