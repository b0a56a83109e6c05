import type { RequestOptions } from '../../lib/api-client';
import { useRecordBySlug, type RecordState } from '../../lib/use-record-by-slug';
import type { LocationPage } from '../../shared/schemas/location-page';

export type LoadLocationPage = (slug: string, options?: RequestOptions) => Promise<LocationPage>;

export type LocationPageState =
  | { status: 'loading' }
  | { status: 'ready'; page: LocationPage }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

const FALLBACK_MESSAGE = 'Something went wrong while loading this page.';

const toPageState = (state: RecordState<LocationPage>): LocationPageState =>
  state.status === 'ready' ? { status: 'ready', page: state.record } : state;

/** A public location page, loaded in the browser; see useRecordBySlug for the states. */
export function useLocationPage(slug: string, load: LoadLocationPage) {
  const { state, retry } = useRecordBySlug(slug, load, FALLBACK_MESSAGE);
  return { state: toPageState(state), retry };
}
