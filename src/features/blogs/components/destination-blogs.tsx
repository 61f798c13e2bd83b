import { Link } from 'react-router';
import { paths } from '../../../../shared/config/paths.ts';
import { ResponsiveImage } from '../../../components/image/responsive-image.tsx';
import { container, section, stateText } from '../../../styles/layout.css.ts';
import { useDestinationBlogs } from '../api/get-destination-blogs.ts';
import * as styles from './destination-blogs.css.ts';

/** spec §2: 'LATEST BLOG' and 'RECENT BLOGS'; nothing on failure or without a latest blog. */
export function DestinationBlogs({ slug }: { slug: string }) {
  const { data, isPending, isError } = useDestinationBlogs(slug);
  if (isPending) return <p className={stateText}>Loading Blogs...</p>;
  if (isError || !data.latest) return null;
  const latest = data.latest;
  return (
    <section className={section} aria-labelledby="latest-blog">
      <div className={`${container} ${styles.blogGrid}`}>
        <article>
          <h2 id="latest-blog" className={styles.sectionTitle}>
            LATEST BLOG
          </h2>
          <div className={styles.media2}>
            <ResponsiveImage image={latest.image} cover sizes="(min-width: 1024px) 60vw, 100vw" />
          </div>
          <h3 className={styles.cardTitle}>{latest.title}</h3>
          <p>{latest.excerpt}</p>
          <Link to={paths.blog.href(latest._id)}>Read more →</Link>
        </article>
        {data.recent.length > 0 && (
          <div>
            <h2 className={styles.sectionTitle}>RECENT BLOGS</h2>
            <ul className={styles.blogList}>
              {data.recent.map((blog) => (
                <li key={blog._id} className={styles.blogItem}>
                  <div className={styles.blogThumb}>
                    <ResponsiveImage image={blog.image} cover sizes="96px" />
                  </div>
                  <div>
                    <h3>{blog.title}</h3>
                    <Link to={paths.blog.href(blog._id)} aria-label={`Read more: ${blog.title}`}>
                      Read more
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
