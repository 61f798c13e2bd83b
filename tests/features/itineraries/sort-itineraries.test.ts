import { SORT_OPTIONS, sortFromSearch, sortItineraries } from '../../../src/features/itineraries/sort-itineraries.ts';
import { activeFilterCount } from '../../../src/features/itineraries/hooks/use-itinerary-list-state.ts';
import { DEFAULT_FILTERS } from '../../../src/features/itineraries/filter-itineraries.ts';
import type { Itinerary } from '../../../shared/schemas/index.ts';

const trip = (id: string, over: Partial<Itinerary>): Itinerary =>
  ({ _id: id, price: '100000', days: 5, nights: 4, rating: 4, numberOfRating: 10, ...over }) as Itinerary;

// Featured order as the content lists them.
const list = [
  trip('a', { price: '145000', days: 7, nights: 6, rating: 4, numberOfRating: 80 }),
  trip('b', { price: '45000', days: 4, nights: 3, rating: 5, numberOfRating: 12 }),
  trip('c', { price: '98000', days: 4, nights: 3, rating: 5, numberOfRating: 40 }),
  trip('d', { price: '260000', days: 10, nights: 9, rating: 3, numberOfRating: 5 }),
];
const ids = (items: Itinerary[]) => items.map((it) => it._id).join('');

describe('itinerary sort', () => {
  it('offers featured, price both ways, duration and rating', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual(['Featured', 'Price: low to high', 'Price: high to low', 'Duration: shortest first', 'Rating: highest first']);
  });

  it('sorts by the numeric price, both ways', () => {
    expect(ids(sortItineraries(list, 'price-asc'))).toBe('bcad');
    expect(ids(sortItineraries(list, 'price-desc'))).toBe('dacb');
  });

  it('sorts by duration, cheaper first among equals', () => {
    expect(ids(sortItineraries(list, 'duration'))).toBe('bcad');
  });

  it('sorts by rating, more reviews first among equals', () => {
    expect(ids(sortItineraries(list, 'rating'))).toBe('cbad');
  });

  it('keeps the featured order and never changes the list it is given', () => {
    const copy = [...list];
    expect(ids(sortItineraries(list, 'featured'))).toBe('abcd');
    sortItineraries(list, 'price-desc');
    expect(list).toEqual(copy);
  });

  it('reads ?sort= and ignores unknown values', () => {
    expect(sortFromSearch(new URLSearchParams('sort=rating'))).toBe('rating');
    expect(sortFromSearch(new URLSearchParams('sort=cheapest'))).toBe('featured');
    expect(sortFromSearch(new URLSearchParams(''))).toBe('featured');
  });
});

describe('active filter count (the badge on Show Filters)', () => {
  it('counts the price, the duration and each ticked rating and category', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ maxPrice: 100000, duration: { days: 5, nights: 4 }, ratings: [5, 4], categories: ['Family'] })).toBe(5);
  });
});
