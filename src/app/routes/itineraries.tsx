import { useState } from 'react';
import { useLoaderData, useParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isNotFoundError, prefetchStatus, type RouteStatus } from '../../lib/prefetch.ts';
import { NOT_FOUND_TEXT } from '../../../shared/config/not-found-text.ts';
import { destinationCards, destinationName, desires, site } from '../../lib/content.ts';
import { themeSlugOf } from '../../lib/theme-slug.ts';
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

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** spec §2 itinerary list for a destination or a theme, with live filters and a sort kept in the URL. */
function ItinerariesRoute() {
  const slug = useParams().destination ?? '';
  const name = capitalise(slug);
  const status = useLoaderData() as RouteStatus;
  const [showFilters, setShowFilters] = useState(false);
  const { data, isPending, error } = useItineraries(slug);
  const list = useItineraryListState();
  const visible = sortItineraries(filterItineraries(data ?? [], list.filters), list.sort);
  const toggleLabel = showFilters ? 'Hide Filters' : 'Show Filters';
  const isTheme = (THEME_SLUGS as readonly string[]).includes(slug);
  const heroImage =
    destinationCards.find((card) => card.slug === slug)?.imgSrc ??
    desires.find((desire) => themeSlugOf(desire.cardText) === slug)?.imgSrc ??
    site.heroImage;

  // A slug that is neither a destination nor a theme (the API says 404); other failures keep the
  // spec's empty list ('No tours match your filters.').
  if (!data && (status.notFound || isNotFoundError(error))) return <NotFound title={NOT_FOUND_TEXT.itineraries} />;

  return (
    <PageFrame>
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
        {isPending && slug ? <p className={styles.empty}>Loading Itineraries...</p> : <ItineraryResults itineraries={visible} sort={list.sort} onSort={list.setSort} />}
      </div>
    </PageFrame>
  );
}

export function createRoute(queryClient: QueryClient) {
  return {
    Component: ItinerariesRoute,
    loader: ({ params }: { params: { destination?: string } }) => prefetchStatus(queryClient, itinerariesQueryOptions(params.destination ?? '')),
  };
}
