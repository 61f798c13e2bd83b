import type MiniSearch from 'minisearch';
import indexUrl from 'virtual:search-index-url';
import { SEARCH_INDEX_OPTIONS } from '../../../../shared/search/search-options.ts';
import { unpackIndex, type PackedIndex } from '../../../../shared/search/packed-index.ts';

let pending: Promise<MiniSearch> | null = null;

/**
 * The search library and the index, fetched the first time search is opened (neither is part of the
 * page's own JavaScript). Offline, the worker answers from its precache. A failure is not remembered,
 * so the next attempt tries again.
 */
export function loadSearchIndex(): Promise<MiniSearch> {
  pending ??= Promise.all([
    import('minisearch'),
    fetch(indexUrl).then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<PackedIndex>;
    }),
  ])
    .then(([{ default: MiniSearchClass }, packed]) => MiniSearchClass.loadJSAsync(unpackIndex(packed), SEARCH_INDEX_OPTIONS))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
