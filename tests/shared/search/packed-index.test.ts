import MiniSearch from 'minisearch';
import { loadContent } from '../../../shared/content/load-content.ts';
import { buildSearchIndex } from '../../../shared/search/build-search-index.ts';
import { packIndex, unpackIndex, type PackedIndex } from '../../../shared/search/packed-index.ts';
import { SEARCH_INDEX_OPTIONS } from '../../../shared/search/search-options.ts';

const packed = JSON.parse(buildSearchIndex(loadContent())) as PackedIndex;
const unpacked = unpackIndex(packed);

describe('the packed search index', () => {
  it('unpacks to exactly the index MiniSearch wrote', () => {
    const rebuilt = MiniSearch.loadJS(unpacked, SEARCH_INDEX_OPTIONS).toJSON();
    const byTerm = (index: typeof unpacked.index) => new Map(index);
    expect(byTerm(rebuilt.index)).toEqual(byTerm(unpacked.index));
    expect(packIndex(rebuilt)).toEqual(packed);
  });

  it('keeps repeated words and far-apart documents (counts and gaps above 36)', () => {
    const index = new MiniSearch({ fields: ['text'] });
    index.addAll(Array.from({ length: 120 }, (_, i) => ({ id: i, text: i % 50 === 0 ? 'lagoon lagoon lagoon reef' : `reef ${i}` })));
    const plain = index.toJSON();
    const again = MiniSearch.loadJS(unpackIndex(packIndex(plain)), { fields: ['text'] });
    expect(again.search('lagoon').map((hit) => hit.id)).toEqual(index.search('lagoon').map((hit) => hit.id));
    expect(new Map(unpackIndex(packIndex(plain)).index)).toEqual(new Map(plain.index));
  });
});
