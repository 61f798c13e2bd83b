import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetch } from '../../lib/prefetch.ts';
import { apiPaths } from '../../../shared/config/paths.ts';
import { useDataState } from '../../hooks/use-data-state.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { DataUnavailable } from '../../components/data-state/data-unavailable.tsx';
import { SavedCopyNote } from '../../components/data-state/saved-copy-note.tsx';
import { destinationCards, destinationName, desires, site } from '../../lib/content.ts';
import { themeSlugOf } from '../../../shared/content/theme-slug.ts';
import { capitalise } from '../../lib/format.ts';
import { THEME_SLUGS } from '../../../shared/config/constants.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { PageHero } from '../../components/page-hero/page-hero.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { container, section } from '../../styles/layout.css.ts';
import { button } from '../../styles/button.css.ts';
import { itinerariesQueryOptions, useItineraries } from '../../features/itineraries/api/get-itineraries.ts';
import { DEFAULT_FILTERS, filterItineraries, filtersFromSearch, filtersToSearch } from '../../features/itineraries/filter-itineraries.ts';
import { ItineraryFilterPanel } from '../../features/itineraries/components/itinerary-filters.tsx';
import { ItineraryResults } from '../../features/itineraries/components/itinerary-results.tsx';
import * as styles from '../../features/itineraries/components/itinerary-list.css.ts';

/** spec §2 itinerary list for a destination or a theme, with live filters kept in the URL. */
function ItinerariesRoute() {
  const slug = useParams().destination ?? '';
  const name = capitalise(slug);
  const [searchParams, setSearchParams] = useSearchParams();
  const [showFilters, setShowFilters] = useState(false);
  const query = useItineraries(slug);
  const state = useDataState(query, apiPaths.itineraries(slug));
  // The prerender knows no query string: a filtered URL hydrates the unfiltered list, then filters.
  const hydrated = useHydrated();
  const filters = hydrated ? filtersFromSearch(searchParams) : DEFAULT_FILTERS;
  // spec §8: a failed list shows '0 results'; issue 7: only when the server said so (404).
  const visible = filterItineraries(query.data ?? [], filters);
  const isTheme = (THEME_SLUGS as readonly string[]).includes(slug);
  const heroImage =
    destinationCards.find((card) => card.slug === slug)?.imgSrc ??
    desires.find((desire) => themeSlugOf(desire.cardText) === slug)?.imgSrc ??
    site.heroImage;

  return (
    <PageFrame>
      {state.kind === 'ready' && <SavedCopyNote savedOn={state.savedOn} />}
      <Seo title={`${name} Itineraries`} description={`Carefully crafted luxury journeys to showcase the very best of ${destinationName(slug) ?? name}.`} />
      <PageHero
        title={`${name} Itineraries`}
        description={
          isTheme
            ? `Carefully crafted ${name.toLowerCase()} journeys across every destination we plan.`
            : `Carefully crafted luxury journeys to showcase the very best of ${name}.`
        }
        image={heroImage}
      />
      <div className={`${container} ${section} ${styles.layout}`}>
        <div className={styles.panelWrap}>
          <button type="button" className={`${button({ tone: 'light' })} ${styles.toggleButton}`} aria-expanded={showFilters} onClick={() => setShowFilters((v) => !v)}>
            {showFilters ? 'Hide Filters' : 'Show Filters'}
          </button>
          <div className={showFilters ? undefined : styles.panelHidden}>
            <ItineraryFilterPanel filters={filters} onChange={(next) => setSearchParams(filtersToSearch(next), { replace: true, preventScrollReset: true })} />
          </div>
        </div>
        {state.kind === 'loading' && slug ? (
          <p className={styles.empty}>Loading Itineraries...</p>
        ) : state.kind === 'offline' || state.kind === 'unreachable' ? (
          <DataUnavailable kind={state.kind} heading="h2" onRetry={() => void query.refetch()} />
        ) : (
          <ItineraryResults itineraries={visible} />
        )}
      </div>
    </PageFrame>
  );
}

export function createRoute(queryClient: QueryClient) {
  return {
    Component: ItinerariesRoute,
    loader: ({ params }: { params: { destination?: string } }) => prefetch(queryClient, itinerariesQueryOptions(params.destination ?? '')),
  };
}
