import { locationPageInputSchema } from '../../../src/shared/schemas/location-page';
import { createPublishedHandlers } from '../content/published-handlers';
import { readJson } from '../core/body';
import { locationPages, prepareLocationPage } from './location-pages';

export const locationPageHandlers = createPublishedHandlers(locationPages, {
  noun: 'Location page',
  readInput: async (ctx) => prepareLocationPage(await readJson(ctx, locationPageInputSchema)),
});
