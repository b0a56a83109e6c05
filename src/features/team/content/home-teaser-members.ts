// PLACEHOLDER: replace with the clinic's real team before launch
import type { TeamMemberSummary } from './team-roster';

/*
 * The two members the home page's team teaser shows. Their entries live here and the roster (./team-roster)
 * lists them in place, so the home page carries these two entries only: not the roster, and not the bios.
 */

/** The founder physician. */
export const FOUNDER: TeamMemberSummary = {
  id: 1,
  name: 'Dr. Eleanor Whitfield',
  rank: 'MD, FRCPC',
  para: 'Founder and Medical Director, Internal Medicine',
};

/** The vascular surgeon. */
export const VASCULAR_SURGEON: TeamMemberSummary = {
  id: 2,
  name: 'Dr. Rajiv Menon',
  rank: 'MD, FRCSC',
  para: 'Vascular Surgery',
};

/** The home page's team teaser, in order. */
export const HOME_TEASER_MEMBERS: readonly TeamMemberSummary[] = [FOUNDER, VASCULAR_SURGEON];
