/**
 * The search field's own words. A module of their own: the field is on every page, while the rest of
 * the texts (search-text.ts) load with the results.
 */
export const SEARCH_FIELD_TEXT = {
  label: 'Search destinations, itineraries, guides, blogs and policies',
  placeholder: 'Search trips and guides',
} as const;
