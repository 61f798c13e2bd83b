import { useState } from 'react';
import { useLoaderData, useParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchStatus, type RouteStatus } from '../../lib/prefetch.ts';
import { apiPaths } from '../../../shared/config/paths.ts';
import { NOT_FOUND_TEXT } from '../../../shared/config/not-found-text.ts';
import { useDataState } from '../../hooks/use-data-state.ts';
import { DataUnavailable } from '../../components/data-state/data-unavailable.tsx';
import { SavedCopyNote } from '../../components/data-state/saved-copy-note.tsx';
import { destinationCards, destinationName, desires, site } from '../../lib/content.ts';
import { themeSlugOf } from '../../../shared/content/theme-slug.ts';
import { capitalise } from '../../lib/format.ts';
import { THEME_SLUGS } from '../../../shared/config/constants.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { NotFound } from '../../components/not-found/not-found.tsx';
import { PageHero } from '../../components/page-hero/page-hero.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { container, section } from '../../styles/layout.css.ts';
import { button } from '../../styles/button.css.ts';
import { itinerariesQueryOptions, useItineraries } from '../../features/itineraries/api/get-itineraries.ts';
import { filterItineraries } from '../../features/itineraries/filter-itineraries.ts';
import { sortItineraries } from '../../features/itineraries/sort-itineraries.ts';
import { useItineraryListState } from '../../features/itineraries/hooks/use-itinerary-list-state.ts';
import { ItineraryFilterPanel } from '../../features/itineraries/components/itinerary-filters.tsx';
import { ItineraryResults } from '../../features/itineraries/components/itinerary-results.tsx';
import * as styles from '../../features/itineraries/components/itinerary-list.css.ts';

/** spec §2 itinerary list for a destination or a theme, with live filters and a sort kept in the URL. */
function ItinerariesRoute() {
  const slug = useParams().destination ?? '';
  const name = capitalise(slug);
  const status = useLoaderData() as RouteStatus | null;
  const [showFilters, setShowFilters] = useState(false);
  const query = useItineraries(slug);
  const state = useDataState(query, apiPaths.itineraries(slug));
  const list = useItineraryListState();
  const visible = sortItineraries(filterItineraries(query.data ?? [], list.filters), list.sort);
  const toggleLabel = showFilters ? 'Hide Filters' : 'Show Filters';
  const isTheme = (THEME_SLUGS as readonly string[]).includes(slug);
  const heroImage =
    destinationCards.find((card) => card.slug === slug)?.imgSrc ??
    desires.find((desire) => themeSlugOf(desire.cardText) === slug)?.imgSrc ??
    site.heroImage;

  // A slug that is neither a destination nor a theme (the API says 404); offline or unreachable
  // gets the honest states below (issue 7), never 'not found'.
  if (!query.data && (status?.notFound || state.kind === 'not-found')) return <NotFound title={NOT_FOUND_TEXT.itineraries} />;

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
          {/* The wrapper hides the toggle on desktops (the button recipe's display would win the cascade). */}
          <div className={styles.toggleWrap}>
            <button
              type="button"
              className={button({ tone: 'light' })}
              aria-expanded={showFilters}
              aria-label={list.activeFilters > 0 ? `${toggleLabel} (${list.activeFilters} ${list.activeFilters === 1 ? 'filter' : 'filters'} on)` : undefined}
              onClick={() => setShowFilters((v) => !v)}
            >
              {toggleLabel}
              {list.activeFilters > 0 && (
                <span className={styles.filterCount} aria-hidden="true">
                  {list.activeFilters}
                </span>
              )}
            </button>
          </div>
          <div className={showFilters ? undefined : styles.panelHidden}>
            <ItineraryFilterPanel filters={list.filters} onChange={list.setFilters} onClear={list.clearFilters} activeFilters={list.activeFilters} />
          </div>
        </div>
        {state.kind === 'loading' && slug ? (
          <p className={styles.empty}>Loading Itineraries...</p>
        ) : state.kind === 'offline' || state.kind === 'unreachable' ? (
          <DataUnavailable kind={state.kind} heading="h2" onRetry={() => void query.refetch()} />
        ) : (
          <ItineraryResults itineraries={visible} sort={list.sort} onSort={list.setSort} />
        )}
      </div>
    </PageFrame>
  );
}

export function createRoute(queryClient: QueryClient) {
  return {
    Component: ItinerariesRoute,
    loader: ({ params }: { params: { destination?: string } }) => prefetchStatus(queryClient, itinerariesQueryOptions(params.destination ?? '')),
    // Filters and order live in the query string and are applied in the page: changing them needs no new data.
    shouldRevalidate: ({ currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
      currentParams.destination !== nextParams.destination && defaultShouldRevalidate,
  };
}
