import { useId } from 'react';
import { Link } from 'react-router';
import { homeBlogTeasers, type HomeBlogTeaser } from '../../../lib/content.ts';
import { paths } from '../../../../shared/config/paths.ts';
import { ResponsiveImage } from '../../../components/image/responsive-image.tsx';
import { container, section } from '../../../styles/layout.css.ts';
import * as styles from './blog-teasers.css.ts';

/** spec §2 home item 10: the blog with id 0 is the latest; the others are recent. */
export function splitHomeBlogs(blogs: readonly HomeBlogTeaser[]): { latest?: HomeBlogTeaser; recent: HomeBlogTeaser[] } {
  return { latest: blogs.find((blog) => blog.id === 0), recent: blogs.filter((blog) => blog.id !== 0) };
}

export function BlogTeasers() {
  const headingId = useId();
  const { latest, recent } = splitHomeBlogs(homeBlogTeasers);

  return (
    <section id="blogs" className={`${styles.root} ${section}`} aria-labelledby={headingId}>
      <div className={container}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>Journal</p>
          <h2 id={headingId} className={styles.title}>
            Stories from the road
          </h2>
        </header>
        <div className={styles.layout}>
          {latest && (
            <div>
              <p className={styles.label}>Latest blog</p>
              <article className={styles.latest}>
                <div className={styles.latestImage}>
                  <ResponsiveImage image={latest.blogImage} sizes="(min-width: 1024px) 55vw, 100vw" cover />
                </div>
                <div className={styles.latestBody}>
                  <h3 className={styles.latestTitle}>
                    <Link to={paths.homeBlog.href(latest.slug)} className={styles.titleLink}>
                      {latest.title}
                    </Link>
                  </h3>
                  <p className={styles.excerpt}>{latest.excerpt}</p>
                  <span className={styles.readMore} aria-hidden="true">
                    Read more →
                  </span>
                </div>
              </article>
            </div>
          )}
          <div>
            <p className={styles.label}>Recent blogs</p>
            <ul className={styles.recentList}>
              {recent.map((blog) => (
                <li key={blog.slug}>
                  <article className={styles.recent}>
                    <div className={styles.recentImage}>
                      <ResponsiveImage image={blog.blogImage} sizes="120px" cover />
                    </div>
                    <div className={styles.recentBody}>
                      <h3 className={styles.recentTitle}>
                        <Link to={paths.homeBlog.href(blog.slug)} className={styles.titleLink}>
                          {blog.title}
                        </Link>
                      </h3>
                      <span className={styles.readMore} aria-hidden="true">
                        Read more
                      </span>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
