import { PRICE_SLIDER } from '../../../shared/config/constants.ts';
import { categoriesOf } from '../../../shared/content/theme-slug.ts';
import type { ItineraryCard } from '../../../shared/schemas/index.ts';

/** spec §5 list filters; an empty selection means no restriction. */
export interface ItineraryFilters {
  maxPrice: number;
  duration: { days: number; nights: number } | null;
  ratings: number[];
  categories: string[];
}

export const DEFAULT_FILTERS: ItineraryFilters = { maxPrice: PRICE_SLIDER.default, duration: null, ratings: [], categories: [] };

export function filterItineraries<T extends ItineraryCard>(list: T[], f: ItineraryFilters): T[] {
  return list.filter(
    (it) =>
      Number(it.price) <= f.maxPrice &&
      (!f.duration || (it.days === f.duration.days && it.nights === f.duration.nights)) &&
      (f.ratings.length === 0 || f.ratings.includes(it.rating)) &&
      (f.categories.length === 0 || categoriesOf(it.category).some((c) => f.categories.includes(c))),
  );
}

/** Filters live in the URL (?price=…&duration=5-4&rating=5,4&category=Family) so they survive reloads and can be shared. */
export function filtersFromSearch(params: URLSearchParams): ItineraryFilters {
  const price = Number(params.get('price'));
  const [days, nights] = (params.get('duration') ?? '').split('-').map(Number);
  const list = (key: string) => (params.get(key) ?? '').split(',').filter(Boolean);
  return {
    maxPrice: Number.isFinite(price) && params.has('price') ? Math.min(Math.max(price, PRICE_SLIDER.min), PRICE_SLIDER.max) : PRICE_SLIDER.default,
    duration: days && nights !== undefined && !Number.isNaN(nights) ? { days, nights } : null,
    ratings: list('rating').map(Number).filter((n) => n >= 1 && n <= 5),
    categories: list('category'),
  };
}

export function filtersToSearch(f: ItineraryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.maxPrice !== PRICE_SLIDER.default) params.set('price', String(f.maxPrice));
  if (f.duration) params.set('duration', `${f.duration.days}-${f.duration.nights}`);
  if (f.ratings.length) params.set('rating', f.ratings.join(','));
  if (f.categories.length) params.set('category', f.categories.join(','));
  return params;
}
