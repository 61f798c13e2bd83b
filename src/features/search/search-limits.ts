/** Queries shorter than this wait for another letter: one letter as a prefix matches half the site. */
export const MIN_QUERY_LENGTH = 2;

/** Results the header and the menu list before "See all N results". */
export const SHORT_LIST_LENGTH = 6;

/** Results the search page lists at most (the rest match too loosely to help). */
export const PAGE_LIST_LENGTH = 50;
