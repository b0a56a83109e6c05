import { createContext, useContext, type ReactNode } from 'react';
import type { getLocationPageBySlug } from './get-location-page';

/** What the public location pages need from the API; tests hand in their own through `LocationPagesApiProvider`. */
export type LocationPagesApi = { getPublishedLocationPage: typeof getLocationPageBySlug };

// Injected as the blogs' API is (blogs-api-context.tsx): a context whose default is the real API. The loader itself
// comes with the first client-side navigation to a location page: a server-rendered one carries its record.
const LocationPagesApiContext = createContext<LocationPagesApi>({
  getPublishedLocationPage: (slug, options) =>
    import('./get-location-page').then(({ getLocationPageBySlug }) => getLocationPageBySlug(slug, options)),
});

export function LocationPagesApiProvider({ api, children }: { api: LocationPagesApi; children: ReactNode }) {
  return <LocationPagesApiContext value={api}>{children}</LocationPagesApiContext>;
}

export const useLocationPagesApi = (): LocationPagesApi => useContext(LocationPagesApiContext);
