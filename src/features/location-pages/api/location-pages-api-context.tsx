import { createApiContext } from '../../../lib/api-context';
import { getLocationPageBySlug } from './get-location-page';

/** What the public location pages need from the API; tests hand in their own through `LocationPagesApiProvider`. */
export type LocationPagesApi = { getPublishedLocationPage: typeof getLocationPageBySlug };

export const LOCATION_PAGES_API: LocationPagesApi = { getPublishedLocationPage: getLocationPageBySlug };

export const { ApiProvider: LocationPagesApiProvider, useApi: useLocationPagesApi } =
  createApiContext(LOCATION_PAGES_API);
