import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PRICE_SLIDER } from '../../../../shared/config/constants.ts';
import { DEFAULT_FILTERS, filtersFromSearch, filtersToSearch, type ItineraryFilters } from '../filter-itineraries.ts';
import { sortFromSearch, type ItinerarySort } from '../sort-itineraries.ts';
import { useHydrated } from '../../../hooks/use-hydrated.ts';

/** How many restrictions are on: the price, the duration, and each ticked rating and category. */
export function activeFilterCount(filters: ItineraryFilters): number {
  return (filters.maxPrice !== PRICE_SLIDER.default ? 1 : 0) + (filters.duration ? 1 : 0) + filters.ratings.length + filters.categories.length;
}

/** A search the reader chose that the router has not committed yet, and the URLs it replaces. */
interface PendingSearch {
  replaces: string[];
  search: string;
}

/**
 * The list's filters and order, kept in the URL (?price=…&duration=5-4&rating=5&category=Family&sort=price-asc)
 * so a reload or a shared link shows the same list. Changes replace the history entry. The prerender
 * knows no query string: a filtered URL hydrates the unfiltered list, then filters and sorts.
 *
 * The router commits a URL change in a transition, later than the click. Until it does, the reader's
 * choice is shown from `pending`, so a ticked box never snaps back on a slow phone; the URL wins
 * as soon as it moves to anything that choice did not replace.
 */
export function useItineraryListState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const [pending, setPending] = useState<PendingSearch | null>(null);
  const urlSearch = searchParams.toString();
  const isPending = pending !== null && pending.replaces.includes(urlSearch);
  const shown = isPending ? new URLSearchParams(pending.search) : searchParams;
  const filters = hydrated ? filtersFromSearch(shown) : DEFAULT_FILTERS;
  const sort: ItinerarySort = hydrated ? sortFromSearch(shown) : 'featured';

  useEffect(() => {
    if (pending && !isPending) setPending(null);
  }, [pending, isPending]);

  const write = (nextFilters: ItineraryFilters, nextSort: ItinerarySort) => {
    const params = filtersToSearch(nextFilters);
    if (nextSort !== 'featured') params.set('sort', nextSort);
    const search = params.toString();
    setPending({ replaces: isPending ? [...pending.replaces, pending.search] : [urlSearch], search });
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
