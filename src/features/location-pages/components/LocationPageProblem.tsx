import { Seo } from '../../../components/seo/Seo';
import { paths } from '../../../paths';
import { LocationNotFound } from './LocationNotFound';

type LocationPageProblemProps =
  | { slug: string; problem: 'not-found' }
  | { slug: string; problem: 'load-failed'; message: string; onRetry: () => void };

/**
 * What a location page shows instead of itself: the 404 view, or a load failure with "Try again". A chunk of its
 * own (LocationPageScreen loads it when needed): a location page that exists never downloads it.
 */
export function LocationPageProblem(props: LocationPageProblemProps) {
  const path = paths.location(props.slug);
  if (props.problem === 'not-found') {
    return (
      <>
        <Seo
          title="Requested Page Could Not Be Found"
          description="This page could not be found."
          path={path}
          noindex
        />
        <LocationNotFound />
      </>
    );
  }
  return (
    <>
      <Seo title="Page unavailable" description="This page could not be loaded." path={path} noindex />
      <section className="container location-load-failed" aria-labelledby="location-load-failed-heading">
        <h1 id="location-load-failed-heading">This page could not be loaded</h1>
        <p role="alert">{props.message}</p>
        <button type="button" className="button" onClick={props.onRetry}>
          Try again
        </button>
      </section>
    </>
  );
}
