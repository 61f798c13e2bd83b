import MiniSearch from 'minisearch';
import type { Content } from '../content/load-content.ts';
import { searchDocuments } from './search-documents.ts';
import { excerptOf, SEARCH_INDEX_OPTIONS } from './search-options.ts';
import { packIndex } from './packed-index.ts';

/**
 * The site search index as the JSON text the browser reads (packed-index.ts, then MiniSearch.loadJS): every destination, itinerary,
 * guide section, blog post and policy of `content`, with the fields a result needs stored beside it.
 */
export function buildSearchIndex(content: Content): string {
  const index = new MiniSearch(SEARCH_INDEX_OPTIONS);
  index.addAll(searchDocuments(content).map((doc) => ({ ...doc, excerpt: excerptOf(doc.text) })));
  return JSON.stringify(packIndex(index.toJSON()));
}
