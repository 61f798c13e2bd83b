import { useDeferredValue, useMemo } from 'react';
import { searchSite, type SiteSearchResult } from '../search-results.ts';
import { MIN_QUERY_LENGTH } from '../search-limits.ts';
import { SEARCH_TEXT } from '../search-text.ts';
import type { SearchIndexState } from './use-search-index.ts';

export interface SiteSearch {
  /** The query the results are for (it trails the field by a frame while the reader types fast). */
  searchedQuery: string;
  results: SiteSearchResult[];
  /** What the live region says: the count, "no results", loading or failure. Empty for an empty field. */
  message: string;
}

/** Results as the reader types: searching runs at a lower priority than the typing itself. */
export function useSiteSearch(query: string, indexState: SearchIndexState): SiteSearch {
  const searchedQuery = useDeferredValue(query);
  const results = useMemo(
    () => (indexState.status === 'ready' ? searchSite(indexState.index, searchedQuery) : []),
    [indexState, searchedQuery],
  );
  return { searchedQuery, results, message: messageFor(searchedQuery, indexState, results.length) };
}

function messageFor(query: string, indexState: SearchIndexState, count: number): string {
  const length = query.trim().length;
  if (length === 0) return '';
  if (length < MIN_QUERY_LENGTH) return SEARCH_TEXT.tooShort;
  if (indexState.status === 'error') return SEARCH_TEXT.failed;
  if (indexState.status !== 'ready') return SEARCH_TEXT.loading;
  return SEARCH_TEXT.count(count, query);
}
