import { COLLECTIONS } from '../../../src/shared/collections';
import { LOCATION_LIST_STATUSES } from '../../../src/shared/schemas/list-query';
import { locationPageInputSchema } from '../../../src/shared/schemas/location-page';
import { createPublishedHandlers } from '../content/published-handlers';
import { readJson } from '../core/body';
import { locationPages, prepareLocationPage } from './location-pages';

export const locationPageHandlers = createPublishedHandlers(locationPages, {
  noun: 'Location page',
  collectionName: COLLECTIONS.locationPages,
  listStatuses: LOCATION_LIST_STATUSES,
  readInput: async (ctx) => prepareLocationPage(await readJson(ctx, locationPageInputSchema)),
});
