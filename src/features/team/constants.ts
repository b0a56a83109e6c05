import type { CarouselBreakpoints } from '../../components/carousel/Carousel';

/** Physician cards in the team teaser of a profile page (spec: 6). */
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
