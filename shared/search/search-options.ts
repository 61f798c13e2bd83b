import type { Options, SearchOptions } from 'minisearch';
import type { SearchDocument } from './search-documents.ts';

/** What the index keeps of each document to show a result without fetching anything. */
export interface StoredResultFields {
  title: string;
  context: string;
  /** The first words of the text (about EXCERPT_LENGTH characters). */
  excerpt: string;
}
export type IndexedDocument = SearchDocument & Pick<StoredResultFields, 'excerpt'>;

export const EXCERPT_LENGTH = 160;

// MiniSearch's own word boundary: white space and punctuation.
const SEPARATOR_CLASS = '\\n\\r\\p{Z}\\p{P}';

/** Splits text into words as the index does; the highlighter and the snippets split it the same way. */
export const WORD_SEPARATOR = new RegExp(`[${SEPARATOR_CLASS}]+`, 'u');

/** Matches each word of a text in turn (a new global pattern per call: it keeps a position). */
export const wordPattern = () => new RegExp(`[^${SEPARATOR_CLASS}]+`, 'gu');

// Words that match nearly every document: leaving them out keeps the index about 12 % smaller and
// lets "best time to visit" mean best + time + visit.
const STOP_WORDS = new Set(
  ('a an and are as at be but by for from has have he her his i if in into is it its me my of on or our she so than that the ' +
    'their them then there these they this to too us was we were what when where which who will with you your not no can do ' +
    'does did just also all any each more most other some such only own same very s t').split(' '),
);

/** Lower case, accents folded (Réunion → reunion), stop words dropped: for the index, the query and the highlighter. */
export function normalizeTerm(term: string): string | null {
  const folded = term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return folded && !STOP_WORDS.has(folded) ? folded : null;
}

/**
 * Destinations and itineraries are what most readers are looking for by name: they rank above a
 * guide section or a blog post that merely mentions the same words.
 */
const KIND_WEIGHT: Record<string, number> = { destination: 2, itinerary: 1.3 };

/**
 * How a query is matched: every word must match (a phrase narrows the results), the word being typed
 * matches as a prefix, words of five letters or more forgive a typo, and a hit in a title counts four
 * times a hit in the text, a hit in its context (destination, theme, guide) twice.
 */
export const SEARCH_OPTIONS: SearchOptions = {
  combineWith: 'AND',
  prefix: true,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  boost: { title: 4, context: 2 },
  boostDocument: (id: string) => KIND_WEIGHT[id.slice(0, id.indexOf(':'))] ?? 1,
};

/** The same options build the index (scripts) and load it (browser): MiniSearch.loadJSON needs them. */
export const SEARCH_INDEX_OPTIONS: Options<IndexedDocument> = {
  fields: ['title', 'context', 'text'],
  storeFields: ['title', 'context', 'excerpt'] satisfies Array<keyof StoredResultFields>,
  tokenize: (text) => text.split(WORD_SEPARATOR),
  processTerm: normalizeTerm,
  searchOptions: SEARCH_OPTIONS,
};

/** The opening words of `text`, cut at a word boundary, with an ellipsis when something was cut. */
export function excerptOf(text: string, maxLength = EXCERPT_LENGTH): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > maxLength / 2 ? lastSpace : maxLength).replace(/[\s,;:.–—-]+$/, '')}…`;
}
