import { useLoaderData, useParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchStatus, type RouteStatus } from '../../lib/prefetch.ts';
import { formatLongDate } from '../../lib/format.ts';
import { apiPaths } from '../../../shared/config/paths.ts';
import { useDataState } from '../../hooks/use-data-state.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { NotFound } from '../../components/not-found/not-found.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { HtmlContent } from '../../components/html-content/html-content.tsx';
import { ResponsiveImage } from '../../components/image/responsive-image.tsx';
import { DataUnavailable } from '../../components/data-state/data-unavailable.tsx';
import { SavedCopyNote } from '../../components/data-state/saved-copy-note.tsx';
import { container, section } from '../../styles/layout.css.ts';
import { blogQueryOptions, useBlog } from '../../features/blogs/api/get-blog.ts';
import * as styles from '../../features/blogs/components/blog-post.css.ts';

/** spec §2 /blog/{blogId}: title, 'Posted on {date}', a 16:9 image, the HTML body; 'Blog post not found.' when the server says so. */
function BlogRoute() {
  const id = useParams().blogId ?? '';
  const status = useLoaderData() as RouteStatus | null;
  const query = useBlog(id);
  const state = useDataState(query, apiPaths.blog(id));
  const data = query.data;
  // 'Not found' only from a server 404 (the prerendered 404 page's loader data, or the query's error).
  if (!data && (status?.notFound || state.kind === 'not-found')) return <NotFound title="Blog post not found." />;
  if (state.kind === 'offline' || state.kind === 'unreachable') {
    return (
      <PageFrame>
        <Seo title="Not on this device yet" description="This blog post is not saved on this device." noindex />
        <DataUnavailable kind={state.kind} onRetry={() => void query.refetch()} />
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      {state.kind === 'ready' && <SavedCopyNote savedOn={state.savedOn} />}
      <article className={`${container} ${section} ${styles.article}`}>
        {state.kind === 'loading' || !data ? (
          <p>Loading blog post...</p>
        ) : (
          <>
            <Seo title={data.title} description={data.excerpt} />
            <h1 className={styles.title}>{data.title}</h1>
            <p className={styles.meta}>Posted on {formatLongDate(data.createdAt)}</p>
            <div className={styles.image}>
              <ResponsiveImage image={data.image} cover priority sizes="(min-width: 1024px) 900px, 100vw" />
            </div>
            <HtmlContent html={data.content} prose />
          </>
        )}
      </article>
    </PageFrame>
  );
}

export function createRoute(queryClient: QueryClient) {
  return {
    Component: BlogRoute,
    loader: ({ params }: { params: { blogId?: string } }) => prefetchStatus(queryClient, blogQueryOptions(params.blogId ?? '')),
  };
}
