import { contentLoader } from '../../../lib/content-loader';
import { SERVICE_CARD_FIELDS } from './service-registry';
import type { Service } from './types';

/**
 * Each service page's copy in a chunk of its own, so a service page downloads its own copy and not the others'
 * (decision 0016): `services/<slug>.copy.ts`, found by its slug. The bundler lists the copy modules it finds (the
 * pattern leaves the card modules out: one in it would cost every page that shows cards its namespace object).
 */
const COPY_MODULES = import.meta.glob<{ SERVICE: Service }>('./services/*.copy.ts');

const SERVICE_LOADERS = Object.fromEntries(
  SERVICE_CARD_FIELDS.map((card) => {
    const load = COPY_MODULES[`./services/${card.slug}.copy.ts`];
    if (!load) throw new Error(`The service "${card.slug}" has no copy module services/${card.slug}.copy.ts.`);
    return [card.slug, () => load().then((module) => module.SERVICE)];
  }),
);

/** The copy of the service page `slug` (one of the registry's; the route table passes no other). */
export const loadService = contentLoader<Service>(SERVICE_LOADERS);
