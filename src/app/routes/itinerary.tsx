import { useLoaderData, useParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchStatus, type RouteStatus } from '../../lib/prefetch.ts';
import { apiPaths, paths } from '../../../shared/config/paths.ts';
import { NOT_FOUND_TEXT } from '../../../shared/config/not-found-text.ts';
import { useDataState } from '../../hooks/use-data-state.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { NotFound } from '../../components/not-found/not-found.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { PrintContact } from '../../components/print-contact/print-contact.tsx';
import { DataUnavailable } from '../../components/data-state/data-unavailable.tsx';
import { SavedCopyNote } from '../../components/data-state/saved-copy-note.tsx';
import { itineraryQueryOptions, useItinerary } from '../../features/itineraries/api/get-itinerary.ts';
import { ItineraryDetail } from '../../features/itineraries/components/itinerary-detail.tsx';
import { SaveForOffline } from '../../features/saved-trips/components/save-for-offline.tsx';
import { ExpertRequestForm } from '../../features/enquiry/components/expert-request-form.tsx';
import * as styles from '../../features/itineraries/components/itinerary-list.css.ts';

/** spec §2, §8 itinerary detail: loading, then the journey or 'Oops! This journey seems to be off the map.'. */
function ItineraryRoute() {
  const id = useParams().id ?? '';
  const status = useLoaderData() as RouteStatus | null;
  const query = useItinerary(id);
  const state = useDataState(query, apiPaths.itinerary(id));
  // spec §8: only for what the server says does not exist (never for a failed connection).
  if (!query.data && (status?.notFound || state.kind === 'not-found')) {
    return (
      <NotFound
        title="Oops! This journey seems to be off the map."
        message={NOT_FOUND_TEXT.itinerary}
        primary={{ to: paths.destinations.href(), label: 'See All Destinations' }}
        tabTitle="Journey not found"
      />
    );
  }
  return (
    <PageFrame>
      {state.kind === 'loading' ? (
        <p className={styles.empty}>Loading Your Adventure...</p>
      ) : state.kind === 'ready' && query.data ? (
        <>
          <Seo title={query.data.name} description={query.data.description} />
          <SavedCopyNote savedOn={state.savedOn} />
          <ItineraryDetail itinerary={query.data} expertRequestForm={<ExpertRequestForm itineraryId={query.data._id} itineraryName={query.data.name} />} actions={<SaveForOffline target={{ kind: 'itinerary', id, title: query.data.name }} />} />
          <PrintContact />
        </>
      ) : (
        <>
          <Seo title="Not on this device yet" description="This itinerary is not saved on this device." noindex />
          <DataUnavailable kind={state.kind === 'unreachable' ? 'unreachable' : 'offline'} onRetry={() => void query.refetch()} />
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
