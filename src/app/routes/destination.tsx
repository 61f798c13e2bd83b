import { useLoaderData, useParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetch, prefetchStatus, type RouteStatus } from '../../lib/prefetch.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { NotFound } from '../../components/not-found/not-found.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { useDestinationPage, destinationPageQueryOptions } from '../../features/destinations/api/get-destination-page.ts';
import { destinationBlogsQueryOptions } from '../../features/blogs/api/get-destination-blogs.ts';
import { DestinationView } from '../../features/destinations/components/destination-view.tsx';
import * as styles from '../../features/destinations/components/destination-view.css.ts';

/** spec §2, §8 destination page: 'Loading Destination...', then the page or 'Destination data could not be found.'. */
function DestinationRoute() {
  const slug = useParams().slug ?? 'dubai';
  const status = useLoaderData() as RouteStatus;
  const { data, isPending, isError } = useDestinationPage(slug);
  if (!data && (status.notFound || isError)) return <NotFound title="Destination data could not be found." tabTitle="Destination not found" />;
  return (
    <PageFrame>
      {isPending ? (
        <p className={styles.stateText}>Loading Destination...</p>
      ) : (
        <>
          <Seo title={data.name} description={data.Page1.description} />
          <DestinationView page={data} />
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
      const [status] = await Promise.all([prefetchStatus(queryClient, destinationPageQueryOptions(slug)), prefetch(queryClient, destinationBlogsQueryOptions(slug))]);
      return status;
    },
  };
}
