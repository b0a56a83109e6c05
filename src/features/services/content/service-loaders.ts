import { contentLoader } from '../../../lib/content-loader';
import { SERVICE_CARD_FIELDS } from './service-registry';
import type { Service } from './types';

/**
 * Each service page's copy in a chunk of its own, so a service page downloads its own copy and not the others'
 * (decision 0016): `services/<slug>.ts`, found by its slug (the bundler makes one chunk per file it can match).
 */
const SERVICE_LOADERS = Object.fromEntries(
  SERVICE_CARD_FIELDS.map((card) => [
    card.slug,
    () => import(`./services/${card.slug}.ts`).then((module: { SERVICE: Service }) => module.SERVICE),
  ]),
);

/** The copy of the service page `slug` (one of the registry's; the route table passes no other). */
export const loadService = contentLoader<Service>(SERVICE_LOADERS);
