/** Spec section 9: success and failure banners show for 3 seconds. */
export const BANNER_MS = 3000;
/** How long a deleted record can be brought back with Undo. */
export const UNDO_MS = 10_000;
/** Drafts are written this long after the last keystroke (and at once when the tab is hidden or closed). */
export const DRAFT_SAVE_DELAY_MS = 500;
/** Slug clash checks wait for a pause in typing. */
export const SLUG_CHECK_DELAY_MS = 400;
/** Roughly what search engines show before cutting a title or description off. */
export const SEARCH_TITLE_TARGET = 60;
export const SEARCH_DESCRIPTION_TARGET = 160;
