import { searchIds, searchKindOf, searchResultUrl } from '../../../shared/search/search-ids.ts';

describe('search ids → the page a result opens', () => {
  it.each([
    [searchIds.destination('bali'), '/destinations/bali', 'destination'],
    [searchIds.itinerary('bali-honeymoon-escape'), '/itinerary/bali-honeymoon-escape', 'itinerary'],
    [searchIds.guideSection('dubai', 'how-to-reach'), '/destinations/dubai/deep-dive#how-to-reach', 'guide'],
    [searchIds.blog('dubai-creek-mornings'), '/blog/dubai-creek-mornings', 'blog'],
    [searchIds.homeBlog('dubai-stress-free'), '/home-blog/dubai-stress-free', 'blog'],
    [searchIds.policy('privacy-policy'), '/privacy-policy', 'policy'],
    [searchIds.policy('cancellation-policy', 'refund-timing'), '/cancellation-policy#refund-timing', 'policy'],
  ])('%s → %s', (id, url, kind) => {
    expect(searchResultUrl(id)).toBe(url);
    expect(searchKindOf(id)).toBe(kind);
  });

  it('refuses ids no builder made', () => {
    for (const id of ['page:bali', 'bali', 'guide:', 'guide:Dubai#x', 'itinerary:../admin', 'blog:a#b#c']) {
      expect(searchResultUrl(id), id).toBeNull();
      expect(searchKindOf(id), id).toBeNull();
    }
  });
});
