import { useParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetch } from '../../lib/prefetch.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { useDestinationPage, destinationPageQueryOptions } from '../../features/destinations/api/get-destination-page.ts';
import { destinationBlogsQueryOptions } from '../../features/blogs/api/get-destination-blogs.ts';
import { DestinationView } from '../../features/destinations/components/destination-view.tsx';
import * as styles from '../../features/destinations/components/destination-view.css.ts';

function DestinationRoute() {
  const slug = useParams().slug ?? 'dubai';
  const { data, isPending, isError } = useDestinationPage(slug);
  return (
    <PageFrame>
      {isPending ? (
        <p className={styles.stateText}>Loading Destination...</p>
      ) : isError ? (
        <>
          <Seo title="Destination not found" description="We could not find that destination." noindex />
          <p className={styles.stateText}>Destination data could not be found.</p>
        </>
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
    loader: async ({ params }: { params: { slug?: string } }) => {
      const slug = params.slug ?? 'dubai';
      await Promise.all([prefetch(queryClient, destinationPageQueryOptions(slug)), prefetch(queryClient, destinationBlogsQueryOptions(slug))]);
      return null;
    },
  };
}
