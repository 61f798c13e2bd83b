import { DEFAULT_FILTERS, filterItineraries, filtersFromSearch, filtersToSearch } from '../../../src/features/itineraries/filter-itineraries.ts';
import type { Itinerary } from '../../../shared/schemas/index.ts';

const trip = (id: string, over: Partial<Itinerary>): Itinerary =>
  ({ _id: id, price: '100000', days: 5, nights: 4, rating: 4, category: 'Family', ...over }) as Itinerary;

const list = [
  trip('a', { price: '45000', days: 3, nights: 2, rating: 5, category: 'Honeymoon, Wellness' }),
  trip('b', { price: '150000', days: 5, nights: 4, rating: 4, category: ' Culture & Art ,Family' }),
  trip('c', { price: '300000', days: 10, nights: 9, rating: 3, category: 'BackPacker' }),
];
const ids = (items: Itinerary[]) => items.map((it) => it._id);

it('keeps everything with the default filters (empty selections mean no restriction)', () => {
  expect(ids(filterItineraries(list, DEFAULT_FILTERS))).toEqual(['a', 'b', 'c']);
});

it('keeps prices at or below the slider value', () => {
  expect(ids(filterItineraries(list, { ...DEFAULT_FILTERS, maxPrice: 150000 }))).toEqual(['a', 'b']);
  expect(ids(filterItineraries(list, { ...DEFAULT_FILTERS, maxPrice: 145000 }))).toEqual(['a']);
});

it('matches days and nights exactly', () => {
  expect(ids(filterItineraries(list, { ...DEFAULT_FILTERS, duration: { days: 5, nights: 4 } }))).toEqual(['b']);
  expect(ids(filterItineraries(list, { ...DEFAULT_FILTERS, duration: { days: 5, nights: 5 } }))).toEqual([]);
});

it('keeps ratings equal to one of the ticked values', () => {
  expect(ids(filterItineraries(list, { ...DEFAULT_FILTERS, ratings: [5, 3] }))).toEqual(['a', 'c']);
});

it('keeps itineraries whose trimmed category list contains any ticked category', () => {
  expect(ids(filterItineraries(list, { ...DEFAULT_FILTERS, categories: ['Culture & Art'] }))).toEqual(['b']);
  expect(ids(filterItineraries(list, { ...DEFAULT_FILTERS, categories: ['Wellness', 'BackPacker'] }))).toEqual(['a', 'c']);
});

it('round-trips filters through the URL and ignores nonsense', () => {
  const filters = { maxPrice: 120000, duration: { days: 7, nights: 6 }, ratings: [5], categories: ['Family', 'Culture & Art'] };
  expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
  expect(filtersFromSearch(new URLSearchParams('price=abc&rating=9&duration=x'))).toEqual(DEFAULT_FILTERS);
  expect(filtersFromSearch(new URLSearchParams('price=999999')).maxPrice).toBe(300000);
});
