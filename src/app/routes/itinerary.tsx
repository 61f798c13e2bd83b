import { Link, useParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetch } from '../../lib/prefetch.ts';
import { paths } from '../../../shared/config/paths.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { StatusPage } from '../../components/status-page/status-page.tsx';
import { itineraryQueryOptions, useItinerary } from '../../features/itineraries/api/get-itinerary.ts';
import { ItineraryDetail } from '../../features/itineraries/components/itinerary-detail.tsx';
import { ExpertRequestForm } from '../../features/enquiry/components/expert-request-form.tsx';
import * as styles from '../../features/itineraries/components/itinerary-list.css.ts';

function ItineraryRoute() {
  const id = useParams().id ?? '';
  const { data, isPending, isError, error } = useItinerary(id);
  if (isError) {
    return (
      <>
        <Seo title="Journey not found" description="We could not find that itinerary." noindex />
        <StatusPage title="Oops! This journey seems to be off the map." message={error.message}>
          <Link to={paths.destinations.href()}>See All Destinations</Link>
        </StatusPage>
      </>
    );
  }
  return (
    <PageFrame>
      {isPending ? (
        <p className={styles.empty}>Loading Your Adventure...</p>
      ) : (
        <>
          <Seo title={data.name} description={data.description} />
          <ItineraryDetail itinerary={data} expertRequestForm={<ExpertRequestForm itineraryId={data._id} itineraryName={data.name} />} />
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
