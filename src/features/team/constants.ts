import type { CarouselBreakpoints } from '../../components/carousel/Carousel';

/** The founder physician and the vascular surgeon: the two members the home page's team teaser shows. */
export const FOUNDER_MEMBER_ID = 1;
export const VASCULAR_SURGEON_MEMBER_ID = 2;
export const HOME_TEASER_MEMBER_IDS: readonly number[] = [FOUNDER_MEMBER_ID, VASCULAR_SURGEON_MEMBER_ID];

/** Physician cards in a team teaser when no ids are given (spec: 6 on a profile page). */
export const TEAM_TEASER_SIZE = 6;

/** Spec section 9, Team carousel: 2 slides at 1100px and above, gap 60, loop. */
export const TEAM_CAROUSEL_BREAKPOINTS: CarouselBreakpoints = {
  0: { slidesPerView: 1 },
  1100: { slidesPerView: 2 },
};
export const TEAM_CAROUSEL_SPACE_BETWEEN = 60;
export const TEAM_CAROUSEL_LOOP = true;
/** The carousel's own name; the surrounding section is named by the teaser's heading. */
export const TEAM_CAROUSEL_LABEL = 'Team member profiles';

/** Avatar tones: one per class `team-avatar--tone-N` in components/team.css. */
export const AVATAR_TONE_COUNT = 5;
