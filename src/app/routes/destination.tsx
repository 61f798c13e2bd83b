import { useLoaderData, useParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DestinationPage } from '../../../shared/schemas/index.ts';
import { prefetch, prefetchStatus, type RouteStatus } from '../../lib/prefetch.ts';
import { apiPaths } from '../../../shared/config/paths.ts';
import { useDataState } from '../../hooks/use-data-state.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { NotFound } from '../../components/not-found/not-found.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { stateText } from '../../styles/layout.css.ts';
import { DataUnavailable } from '../../components/data-state/data-unavailable.tsx';
import { SavedCopyNote } from '../../components/data-state/saved-copy-note.tsx';
import { useDestinationPage, destinationPageQueryOptions } from '../../features/destinations/api/get-destination-page.ts';
import { destinationBlogsQueryOptions } from '../../features/blogs/api/get-destination-blogs.ts';
import { DestinationView, preloadDestinationSections } from '../../features/destinations/components/destination-view.tsx';
import { DestinationBlogs } from '../../features/blogs/components/destination-blogs.tsx';
import { SaveForOffline } from '../../features/saved-trips/components/save-for-offline.tsx';

/** spec §2 destination page: the destination's sections, then the blogs about it. */
export function DestinationScreen({ page, afterHero }: { page: DestinationPage; afterHero?: ReactNode }) {
  return <DestinationView page={page} afterHero={afterHero} blogs={<DestinationBlogs slug={page.pageIdentifier} />} />;
}

/** spec §2, §8 destination page: 'Loading Destination...', then the page or 'Destination data could not be found.'. */
function DestinationRoute() {
  const slug = useParams().slug ?? 'dubai';
  const status = useLoaderData() as RouteStatus | null;
  const query = useDestinationPage(slug);
  const state = useDataState(query, apiPaths.page(slug));
  // Only a server 404 is 'not found'; offline or unreachable gets the honest states below.
  if (!query.data && (status?.notFound || state.kind === 'not-found')) {
    return <NotFound title="Destination data could not be found." tabTitle="Destination not found" />;
  }
  return (
    <PageFrame>
      {state.kind === 'loading' ? (
        <p className={stateText}>Loading Destination...</p>
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
    loader: async ({ params }: { params: { slug?: string } }): Promise<RouteStatus> => {
      const slug = params.slug ?? 'dubai';
      // The lower sections' code too: after a client-side navigation (or in the prerender) they render
      // at once rather than after their chunk arrives.
      const [status] = await Promise.all([
        prefetchStatus(queryClient, destinationPageQueryOptions(slug)),
        prefetch(queryClient, destinationBlogsQueryOptions(slug)),
        preloadDestinationSections(),
      ]);
      return status;
    },
  };
}
