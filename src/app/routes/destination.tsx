import { useParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { DestinationPage } from '../../../shared/schemas/index.ts';
import { prefetch } from '../../lib/prefetch.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { stateText } from '../../styles/layout.css.ts';
import { useDestinationPage, destinationPageQueryOptions } from '../../features/destinations/api/get-destination-page.ts';
import { destinationBlogsQueryOptions } from '../../features/blogs/api/get-destination-blogs.ts';
import { DestinationView } from '../../features/destinations/components/destination-view.tsx';
import { DestinationBlogs } from '../../features/blogs/components/destination-blogs.tsx';

/** spec §2 destination page: the destination's sections, then the blogs about it. */
export function DestinationScreen({ page }: { page: DestinationPage }) {
  return <DestinationView page={page} blogs={<DestinationBlogs slug={page.pageIdentifier} />} />;
}

function DestinationRoute() {
  const slug = useParams().slug ?? 'dubai';
  const { data, isPending, isError } = useDestinationPage(slug);
  return (
    <PageFrame>
      {isPending ? (
        <p className={stateText}>Loading Destination...</p>
      ) : isError ? (
        <>
          <Seo title="Destination not found" description="We could not find that destination." noindex />
          <p className={stateText}>Destination data could not be found.</p>
        </>
      ) : (
        <>
          <Seo title={data.name} description={data.Page1.description} />
          <DestinationScreen page={data} />
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
