import type { RequestOptions } from '../../lib/api-client';
import { usePreloadedRecord } from '../../rendering/preloaded-record';
import { useRecordBySlug, type RecordState } from '../../lib/use-record-by-slug';
import { parseLocationPageRecord } from '../../lib/records/location-page-record';
import type { LocationPage } from '@shared/schemas/location-page';

export type LoadLocationPage = (slug: string, options?: RequestOptions) => Promise<LocationPage>;

export type LocationPageState =
  | { status: 'loading' }
  | { status: 'ready'; page: LocationPage }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

const FALLBACK_MESSAGE = 'Something went wrong while loading this page.';

const toPageState = (state: RecordState<LocationPage>): LocationPageState =>
  state.status === 'ready' ? { status: 'ready', page: state.record } : state;

/**
 * A public location page: the record the server rendered it from, or else loaded in the browser (client-side
 * navigation); see useRecordBySlug for the states.
 */
export function useLocationPage(slug: string, load: LoadLocationPage) {
  const record = usePreloadedRecord('location-page', slug);
  const { state, retry } = useRecordBySlug(slug, load, FALLBACK_MESSAGE, { record, parse: parseLocationPageRecord });
  return { state: toPageState(state), retry };
}
