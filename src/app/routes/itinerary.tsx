import { Link, useParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetch } from '../../lib/prefetch.ts';
import { apiPaths, paths } from '../../../shared/config/paths.ts';
import { NOT_FOUND_TEXT } from '../../../shared/config/not-found-text.ts';
import { useDataState } from '../../hooks/use-data-state.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { StatusPage } from '../../components/status-page/status-page.tsx';
import { PrintContact } from '../../components/print-contact/print-contact.tsx';
import { DataUnavailable } from '../../components/data-state/data-unavailable.tsx';
import { SavedCopyNote } from '../../components/data-state/saved-copy-note.tsx';
import { itineraryQueryOptions, useItinerary } from '../../features/itineraries/api/get-itinerary.ts';
import { ItineraryDetail } from '../../features/itineraries/components/itinerary-detail.tsx';
import { SaveForOffline } from '../../features/saved-trips/components/save-for-offline.tsx';
import { ExpertRequestForm } from '../../features/enquiry/components/expert-request-form.tsx';
import * as styles from '../../features/itineraries/components/itinerary-list.css.ts';

function ItineraryRoute() {
  const id = useParams().id ?? '';
  const query = useItinerary(id);
  const state = useDataState(query, apiPaths.itinerary(id));
  if (state.kind === 'not-found') {
    // spec §8: only for what the server says does not exist.
    return (
      <>
        <Seo title="Journey not found" description="We could not find that itinerary." noindex />
        <StatusPage title="Oops! This journey seems to be off the map." message={NOT_FOUND_TEXT.itinerary}>
          <Link to={paths.destinations.href()}>See All Destinations</Link>
        </StatusPage>
      </>
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
    loader: ({ params }: { params: { id?: string } }) => prefetch(queryClient, itineraryQueryOptions(params.id ?? '')),
  };
}
