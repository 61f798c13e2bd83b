import { useParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DestinationPage } from '../../../shared/schemas/index.ts';
import { prefetch } from '../../lib/prefetch.ts';
import { apiPaths } from '../../../shared/config/paths.ts';
import { useDataState } from '../../hooks/use-data-state.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { stateText } from '../../styles/layout.css.ts';
import { DataUnavailable } from '../../components/data-state/data-unavailable.tsx';
import { SavedCopyNote } from '../../components/data-state/saved-copy-note.tsx';
import { useDestinationPage, destinationPageQueryOptions } from '../../features/destinations/api/get-destination-page.ts';
import { destinationBlogsQueryOptions } from '../../features/blogs/api/get-destination-blogs.ts';
import { DestinationView } from '../../features/destinations/components/destination-view.tsx';
import { DestinationBlogs } from '../../features/blogs/components/destination-blogs.tsx';
import { SaveForOffline } from '../../features/saved-trips/components/save-for-offline.tsx';

/** spec §2 destination page: the destination's sections, then the blogs about it. */
export function DestinationScreen({ page, afterHero }: { page: DestinationPage; afterHero?: ReactNode }) {
  return <DestinationView page={page} afterHero={afterHero} blogs={<DestinationBlogs slug={page.pageIdentifier} />} />;
}

function DestinationRoute() {
  const slug = useParams().slug ?? 'dubai';
  const query = useDestinationPage(slug);
  const state = useDataState(query, apiPaths.page(slug));
  return (
    <PageFrame>
      {state.kind === 'loading' ? (
        <p className={stateText}>Loading Destination...</p>
      ) : state.kind === 'not-found' ? (
        <>
          <Seo title="Destination not found" description="We could not find that destination." noindex />
          <p className={stateText}>Destination data could not be found.</p>
        </>
      ) : state.kind === 'ready' && query.data ? (
        <>
          <Seo title={query.data.name} description={query.data.Page1.description} />
          <SavedCopyNote savedOn={state.savedOn} />
          <DestinationScreen page={query.data} afterHero={<SaveForOffline strip target={{ kind: 'destination', slug, title: query.data.name }} />} />
        </>
      ) : (
        <>
          <Seo title="Not on this device yet" description="This destination is not saved on this device." noindex />
          <DataUnavailable kind={state.kind === 'unreachable' ? 'unreachable' : 'offline'} onRetry={() => void query.refetch()} />
        </>
      )}
    </PageFrame>
  );
}

export function createRoute(queryClient: QueryClient) {
  return {
    Component: DestinationRoute,
    loader: async ({ params }: { params: { slug?: string } }) => {
      const slug = params.slug ?? 'dubai';
      await Promise.all([prefetch(queryClient, destinationPageQueryOptions(slug)), prefetch(queryClient, destinationBlogsQueryOptions(slug))]);
      return null;
    },
  };
}
