/** Business constants for articles, from the product spec (section 9). */

/** Cards shown per page on the articles list. */
export const ARTICLES_PER_PAGE = 6;

/** Numbered page buttons shown at once (the spec shows 1 to 3, plus Next). */
export const PAGINATION_BUTTON_COUNT = 3;

/** List card titles are cut to this many characters, then an ellipsis is added. */
export const CARD_TITLE_MAX_CHARS = 50;

/** Home side-card excerpts are at most this many characters, the ellipsis included. */
export const SIDE_CARD_EXCERPT_MAX_CHARS = 78;

/** The Staff Pick side list on an article shows the first this-many articles. */
export const STAFF_PICK_COUNT = 3;

/** Home: the first article is featured; the side cards are the next this-many (positions 2 to 4). */
export const HOME_SIDE_CARD_COUNT = 3;

export const ELLIPSIS = '…';
