/** Said on every team block while the roster is the placeholder (CONTENT_BLOCKS.team in the site config). */
export const TEAM_SAMPLE_NOTE =
  'These team members, their credentials and biographies are invented so the pages can be reviewed. The clinic’s own team replaces them before launch.';
