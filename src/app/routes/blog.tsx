import { useParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetch } from '../../lib/prefetch.ts';
import { formatLongDate } from '../../lib/format.ts';
import { apiPaths } from '../../../shared/config/paths.ts';
import { useDataState } from '../../hooks/use-data-state.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { HtmlContent } from '../../components/html-content/html-content.tsx';
import { ResponsiveImage } from '../../components/image/responsive-image.tsx';
import { DataUnavailable } from '../../components/data-state/data-unavailable.tsx';
import { SavedCopyNote } from '../../components/data-state/saved-copy-note.tsx';
import { container, section } from '../../styles/layout.css.ts';
import { blogQueryOptions, useBlog } from '../../features/blogs/api/get-blog.ts';
import * as styles from '../../features/blogs/components/blog-post.css.ts';

/** spec §2 /blog/{blogId}: title, 'Posted on {date}', a 16:9 image, the HTML body. */
function BlogRoute() {
  const id = useParams().blogId ?? '';
  const query = useBlog(id);
  const state = useDataState(query, apiPaths.blog(id));
  const data = query.data;
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
        {state.kind === 'loading' ? (
          <p>Loading blog post...</p>
        ) : state.kind === 'not-found' || !data ? (
          <>
            <Seo title="Blog post not found" description="We could not find that blog post." noindex />
            <h1 className={styles.title}>Blog post not found.</h1>
          </>
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
    loader: ({ params }: { params: { blogId?: string } }) => prefetch(queryClient, blogQueryOptions(params.blogId ?? '')),
  };
}
