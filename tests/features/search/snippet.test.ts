import { excerptToShow, needsPassage, snippetAround } from '../../../src/features/search/snippet.ts';
import type { SiteSearchResult } from '../../../src/features/search/search-results.ts';

const TEXT =
  'Ubud is the craft capital: Celuk for silver, Batuan for painting and Mas for woodcarving. In the east, Tenganan is famous for geringsing, a rare double-ikat weave, and the Sidemen valley for songket textiles woven with gold thread. Buying directly from a village workshop means the money reaches the makers.';

describe('snippetAround', () => {
  it('quotes the passage around the first matched word, cut at words, with ellipses', () => {
    expect(snippetAround(TEXT, new Set(['songket', 'textiles']))).toBe(
      '…double-ikat weave, and the Sidemen valley for songket textiles woven with gold thread. Buying directly from a village workshop means the money reaches the…',
    );
  });

  it('starts at the beginning when the match is near it, and says null when nothing matched', () => {
    expect(snippetAround(TEXT, new Set(['celuk']), 60)).toBe('Ubud is the craft capital: Celuk for silver, Batuan for…');
    expect(snippetAround('Short text about Bali.', new Set(['bali']))).toBe('Short text about Bali.');
    expect(snippetAround(TEXT, new Set(['paris']))).toBeNull();
  });
});

describe('which excerpt a result shows', () => {
  const result = (kind: SiteSearchResult['kind'], excerpt: string): SiteSearchResult => ({
    id: kind === 'guide' ? 'guide:bali#shopping' : 'itinerary:bali-backpacker-loop',
    kind,
    url: '/',
    title: 'Shopping: Crafts, Markets and Boutiques',
    context: 'Bali · Deep-dive guide',
    excerpt,
    terms: new Set(['songket']),
  });

  it('quotes the matched passage of a guide section whose opening does not show the match', () => {
    const guide = result('guide', 'Ubud is the craft capital: Celuk for silver…');
    expect(needsPassage(guide)).toBe(true);
    expect(excerptToShow(guide, new Map())).toBe(guide.excerpt); // until the section's text has loaded
    expect(excerptToShow(guide, new Map([[guide.id, TEXT]]))).toMatch(/^….*songket textiles woven/);
  });

  it('keeps the opening when it shows the match, and for itineraries (their openings are their descriptions)', () => {
    expect(needsPassage(result('guide', 'Songket and silver from the villages…'))).toBe(false);
    expect(needsPassage(result('itinerary', 'A loop for backpackers…'))).toBe(false);
  });
});
