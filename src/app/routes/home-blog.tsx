import { useLoaderData } from 'react-router';
import { Link } from '../../lib/navigation/navigation.tsx';
import { homeBlogTeasers, loadHomeBlog } from '../../lib/content.ts';
import type { HomeBlog } from '../../../shared/schemas/index.ts';
import { paths } from '../../../shared/config/paths.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { HtmlContent } from '../../components/html-content/html-content.tsx';
import { ResponsiveImage } from '../../components/image/responsive-image.tsx';
import { NotFound } from '../../components/not-found/not-found.tsx';
import { container, section } from '../../styles/layout.css.ts';
import * as styles from './standalone-page.css.ts';

/** spec §2, §8: an unknown slug shows these texts and a way back to /home. */
function BlogPostNotFound() {
  return (
    <NotFound
      title="Blog Post Not Found"
      message="We couldn't find the blog post you were looking for."
      primary={{ to: paths.home.href(), label: '← Back to Home' }}
    />
  );
}

/** /home-blog/{blogSlug}: a built-in blog post (title, image, sanitised HTML body). */
function HomeBlogRoute() {
  const blog = useLoaderData() as HomeBlog | null;
  if (!blog) return <BlogPostNotFound />;
  const others = homeBlogTeasers.filter((candidate) => candidate.slug !== blog.slug);

  return (
    <PageFrame>
      <Seo title={blog.title} description={blog.excerpt} />
      <article className={`${container} ${section} ${styles.article}`}>
        <p className={styles.eyebrow}>Journal</p>
        <h1 className={styles.articleTitle}>{blog.title}</h1>
        <p className={styles.excerpt}>{blog.excerpt}</p>
        <div className={styles.articleImage}>
          <ResponsiveImage image={blog.blogImage} sizes="(min-width: 900px) 832px, 100vw" priority cover />
        </div>
        {/* HtmlContent runs the body through sanitizeHtml before rendering it. */}
        <HtmlContent html={blog.content} prose />
        <nav className={styles.block} aria-labelledby="more-stories">
          <h2 id="more-stories" className={styles.blockTitle}>
            More stories
          </h2>
          <ul className={styles.linkList}>
            {others.map((other) => (
              <li key={other.slug}>
                <Link to={paths.homeBlog.href(other.slug)} className={styles.textLink}>
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
          <Link to={paths.home.href()} className={styles.textLink}>
            ← Back to Home
          </Link>
        </nav>
      </article>
    </PageFrame>
  );
}

export function createRoute() {
  return {
    Component: HomeBlogRoute,
    loader: ({ params }: { params: { blogSlug?: string } }) => loadHomeBlog(params.blogSlug ?? ''),
  };
}
