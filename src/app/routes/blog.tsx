import { useLoaderData, useParams } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchStatus, type RouteStatus } from '../../lib/prefetch.ts';
import { formatPostedOn } from '../../lib/format.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { NotFound } from '../../components/not-found/not-found.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { HtmlContent } from '../../components/html-content/html-content.tsx';
import { ResponsiveImage } from '../../components/image/responsive-image.tsx';
import { container, section } from '../../styles/layout.css.ts';
import { blogQueryOptions, useBlog } from '../../features/blogs/api/get-blog.ts';
import * as styles from '../../features/blogs/components/blog-post.css.ts';

/** spec §2 /blog/{blogId}: title, 'Posted on {date}', a 16:9 image, the HTML body; 'Blog post not found.' on error. */
function BlogRoute() {
  const id = useParams().blogId ?? '';
  const status = useLoaderData() as RouteStatus;
  const { data, isPending, isError } = useBlog(id);
  if (!data && (status.notFound || isError)) return <NotFound title="Blog post not found." />;
  return (
    <PageFrame>
      <article className={`${container} ${section} ${styles.article}`}>
        {isPending ? (
          <p>Loading blog post...</p>
        ) : (
          <>
            <Seo title={data.title} description={data.excerpt} />
            <h1 className={styles.title}>{data.title}</h1>
            <p className={styles.meta}>Posted on {formatPostedOn(data.createdAt)}</p>
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
