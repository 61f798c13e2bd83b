import { useLoaderData, useParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchStatus, type RouteStatus } from '../../lib/prefetch.ts';
import { NOT_FOUND_TEXT } from '../../../shared/config/not-found-text.ts';
import { paths } from '../../../shared/config/paths.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { NotFound } from '../../components/not-found/not-found.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { itineraryQueryOptions, useItinerary } from '../../features/itineraries/api/get-itinerary.ts';
import { ItineraryDetail } from '../../features/itineraries/components/itinerary-detail.tsx';
import * as styles from '../../features/itineraries/components/itinerary-list.css.ts';

/** spec §2, §8 itinerary detail: loading, then the journey or 'Oops! This journey seems to be off the map.'. */
function ItineraryRoute() {
  const id = useParams().id ?? '';
  const status = useLoaderData() as RouteStatus;
  const { data, isPending, isError, error } = useItinerary(id);
  if (!data && (status.notFound || isError)) {
    return (
      <NotFound
        title="Oops! This journey seems to be off the map."
        message={error?.message ?? NOT_FOUND_TEXT.itinerary}
        primary={{ to: paths.destinations.href(), label: 'See All Destinations' }}
        tabTitle="Journey not found"
      />
    );
  }
  return (
    <PageFrame>
      {isPending ? (
        <p className={styles.empty}>Loading Your Adventure...</p>
      ) : (
        <>
          <Seo title={data.name} description={data.description} />
          <ItineraryDetail itinerary={data} />
        </>
      )}
    </PageFrame>
  );
}

export function createRoute(queryClient: QueryClient) {
  return {
    Component: ItineraryRoute,
    loader: ({ params }: { params: { id?: string } }) => prefetchStatus(queryClient, itineraryQueryOptions(params.id ?? '')),
  };
}
