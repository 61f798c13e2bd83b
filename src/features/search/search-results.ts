import type MiniSearch from 'minisearch';
import { searchKindOf, searchResultUrl, type SearchKind } from '../../../shared/search/search-ids.ts';
import type { StoredResultFields } from '../../../shared/search/search-options.ts';
import { MIN_QUERY_LENGTH } from './search-limits.ts';

/** One result as the list shows it. */
export interface SiteSearchResult extends StoredResultFields {
  id: string;
  kind: SearchKind;
  /** The page (and section anchor) it opens. */
  url: string;
  /** The indexed words this result matched, for highlighting. */
  terms: ReadonlySet<string>;
}

/**
 * Every word of the query must match; when no result has them all (a typo too far, a word the site
 * does not use), results with any of them are better than nothing.
 */
export function searchSite(index: MiniSearch, query: string): SiteSearchResult[] {
  const trimmed = query.trim();
  if (trimmed.length < MIN_QUERY_LENGTH) return [];
  let hits = index.search(trimmed);
  if (hits.length === 0) hits = index.search(trimmed, { combineWith: 'OR' });
  const results: SiteSearchResult[] = [];
  for (const hit of hits) {
    const id = String(hit.id);
    const url = searchResultUrl(id);
    const kind = searchKindOf(id);
    if (!url || !kind) continue;
    const stored = hit as unknown as StoredResultFields;
    results.push({ id, kind, url, title: stored.title, context: stored.context, excerpt: stored.excerpt, terms: new Set(hit.terms) });
  }
  return results;
}
