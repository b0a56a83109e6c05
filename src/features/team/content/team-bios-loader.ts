import { contentLoader } from '../../../lib/content-loader';

const loadAll = contentLoader({ all: () => import('./team-bios').then((m) => m.TEAM_BIOS) });

/**
 * Every bio, in a chunk of its own: a profile opened directly reads its bio from the page's HTML; the bios load
 * on client-side navigation to a profile (decision 0016).
 */
export const loadTeamBios = () => loadAll('all');
