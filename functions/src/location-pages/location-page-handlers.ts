import { COLLECTIONS } from '@shared/collections';
import { LOCATION_LIST_STATUSES } from '@shared/schemas/list-query';
import { locationPageInputSchema } from '@shared/schemas/location-page';
import { createPublishedHandlers } from '../content/published-handlers';
import { READ_VERSION_FIELD, withoutVersion } from '../content/versioning';
import { readJson } from '../core/body';
import { locationPages, prepareLocationPage } from './location-pages';

const locationPageBodySchema = locationPageInputSchema.extend(READ_VERSION_FIELD);

export const locationPageHandlers = createPublishedHandlers(locationPages, {
  noun: 'Location page',
  collectionName: COLLECTIONS.locationPages,
  listStatuses: LOCATION_LIST_STATUSES,
  readInput: async (ctx) => prepareLocationPage(withoutVersion(await readJson(ctx, locationPageBodySchema))),
});
