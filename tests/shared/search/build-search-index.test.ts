import MiniSearch from 'minisearch';
import { unpackIndex, type PackedIndex } from '../../../shared/search/packed-index.ts';
import { loadContent } from '../../../shared/content/load-content.ts';
import { buildSearchIndex } from '../../../shared/search/build-search-index.ts';
import { EXCERPT_LENGTH, excerptOf, normalizeTerm, SEARCH_INDEX_OPTIONS } from '../../../shared/search/search-options.ts';

const content = loadContent();
const json = buildSearchIndex(content);
// What the browser does with the file (unpacked, then MiniSearch.loadJS with the same options).
const index = MiniSearch.loadJS(unpackIndex(JSON.parse(json) as PackedIndex), SEARCH_INDEX_OPTIONS);
const topIds = (query: string, n = 3) => index.search(query).slice(0, n).map((hit) => hit.id);

describe('the search index built from content/', () => {
  it('holds every document and stores only what a result shows (title, context, excerpt)', () => {
    const parsed = JSON.parse(json) as { documentCount: number; storedFields: Record<string, Record<string, string>> };
    expect(index.documentCount).toBe(parsed.documentCount);
    for (const stored of Object.values(parsed.storedFields)) {
      expect(Object.keys(stored).sort()).toEqual(['context', 'excerpt', 'title']);
      expect(stored.excerpt!.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 1);
    }
  });

  it('finds a guide section by a phrase from deep inside its text', () => {
    // Bali guide, "Shopping": "...and the Sidemen valley for songket textiles woven with gold thread."
    expect(topIds('songket textiles woven with gold thread', 1)).toEqual(['guide:bali#shopping']);
  });

  it('finds an itinerary by its name, first', () => {
    for (const itinerary of content.itineraries.slice(0, 5)) {
      expect(topIds(itinerary.name, 1), itinerary.name).toEqual([`itinerary:${itinerary._id}`]);
    }
  });

  it('puts a destination first for its name, matches the word being typed as a prefix and forgives a typo', () => {
    expect(topIds('bali', 1)).toEqual(['destination:bali']);
    expect(topIds('mauriti', 1)).toEqual(['destination:mauritius']);
    expect(topIds('Mauritus', 1)).toEqual(['destination:mauritius']);
  });

  it('ignores case, accents and stop words', () => {
    expect(topIds('THE BALI')).toEqual(topIds('bali'));
    expect(normalizeTerm('Réunion')).toBe('reunion');
    expect(normalizeTerm('the')).toBeNull();
  });

  it('finds a policy section', () => {
    expect(topIds('wallet credits valid', 1)).toEqual(['policy:cancellation-policy#wallet-credits']);
  });
});

describe('excerptOf', () => {
  it('keeps short text whole and cuts long text at a word, with an ellipsis', () => {
    expect(excerptOf('A short line.')).toBe('A short line.');
    const long = 'word '.repeat(60).trim();
    const excerpt = excerptOf(long, 23);
    expect(excerpt).toBe('word word word word…');
  });
});
