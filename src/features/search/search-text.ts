import { MIN_QUERY_LENGTH } from './search-limits.ts';

/** Every sentence of the results and the search page (the field's own words are in search-field-text.ts). */
export const SEARCH_TEXT = {
  resultsLabel: 'Search results',
  loading: 'Loading search…',
  failed: 'Search could not be loaded. Check your connection and type again to retry.',
  tooShort: `Type at least ${MIN_QUERY_LENGTH} letters to search.`,
  seeAll: (count: number) => `See all ${count} results`,
  count: (count: number, query: string) =>
    count === 0 ? `No results for “${query.trim()}”.` : `${count} ${count === 1 ? 'result' : 'results'} for “${query.trim()}”.`,
  /** After "No results" on the search page: other words to try, and two ways on. */
  nothingFound: {
    hint: 'Check the spelling, try a single word, or try one of these:',
    tryLabel: 'Searches to try',
    tries: ['Maldives', 'honeymoon', 'visa', 'Jain food', 'scuba'],
    browse: 'Browse all destinations',
    ask: 'Tell our planners what you have in mind',
  },
  pageTitle: 'Search',
  pageIntro: 'Find a destination, an itinerary, a section of a deep-dive guide, a blog post or a policy. Search works offline too.',
} as const;

/** What the result's kind is called on its label. */
export const KIND_LABEL = {
  destination: 'Destination',
  itinerary: 'Itinerary',
  guide: 'Guide',
  blog: 'Blog',
  policy: 'Policy',
} as const;
