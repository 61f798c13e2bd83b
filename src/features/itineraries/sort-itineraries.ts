import type { ItineraryCard } from '../../../shared/schemas/index.ts';

/** The orders a traveller can choose (issue 10); 'featured' is the content's own order. */
export const SORT_OPTIONS = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'duration', label: 'Duration: shortest first' },
  { value: 'rating', label: 'Rating: highest first' },
] as const;

export type ItinerarySort = (typeof SORT_OPTIONS)[number]['value'];

const price = (it: ItineraryCard) => Number(it.price);

const COMPARE: Record<Exclude<ItinerarySort, 'featured'>, (a: ItineraryCard, b: ItineraryCard) => number> = {
  'price-asc': (a, b) => price(a) - price(b),
  'price-desc': (a, b) => price(b) - price(a),
  duration: (a, b) => a.days - b.days || a.nights - b.nights || price(a) - price(b),
  rating: (a, b) => b.rating - a.rating || b.numberOfRating - a.numberOfRating,
};

/** A sorted copy; ties keep the featured order (Array.prototype.sort is stable). */
export function sortItineraries<T extends ItineraryCard>(list: readonly T[], sort: ItinerarySort): T[] {
  return sort === 'featured' ? [...list] : [...list].sort(COMPARE[sort]);
}

/** `?sort=price-asc`; anything unknown is the featured order. */
export function sortFromSearch(params: URLSearchParams): ItinerarySort {
  const value = params.get('sort');
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? 'featured';
}
