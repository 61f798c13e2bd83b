import { useSearchParams } from 'react-router';
import { PRICE_SLIDER } from '../../../../shared/config/constants.ts';
import { DEFAULT_FILTERS, filtersFromSearch, filtersToSearch, type ItineraryFilters } from '../filter-itineraries.ts';
import { sortFromSearch, type ItinerarySort } from '../sort-itineraries.ts';
import { useHydrated } from '../../../hooks/use-hydrated.ts';

/** How many restrictions are on: the price, the duration, and each ticked rating and category. */
export function activeFilterCount(filters: ItineraryFilters): number {
  return (filters.maxPrice !== PRICE_SLIDER.default ? 1 : 0) + (filters.duration ? 1 : 0) + filters.ratings.length + filters.categories.length;
}

/**
 * The list's filters and order, kept in the URL (?price=…&duration=5-4&rating=5&category=Family&sort=price-asc)
 * so a reload or a shared link shows the same list. Changes replace the history entry. The prerender
 * knows no query string: a filtered URL hydrates the unfiltered list, then filters and sorts.
 */
export function useItineraryListState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const filters = hydrated ? filtersFromSearch(searchParams) : DEFAULT_FILTERS;
  const sort: ItinerarySort = hydrated ? sortFromSearch(searchParams) : 'featured';

  const write = (nextFilters: ItineraryFilters, nextSort: ItinerarySort) => {
    const params = filtersToSearch(nextFilters);
    if (nextSort !== 'featured') params.set('sort', nextSort);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  return {
    filters,
    sort,
    activeFilters: activeFilterCount(filters),
    setFilters: (next: ItineraryFilters) => write(next, sort),
    setSort: (next: ItinerarySort) => write(filters, next),
    clearFilters: () => write(DEFAULT_FILTERS, sort),
  };
}
