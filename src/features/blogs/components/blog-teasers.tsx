import { useId } from 'react';
import { homeBlogTeasers, type HomeBlogTeaser } from '../../../lib/content.ts';
import { paths } from '../../../../shared/config/paths.ts';
import { container, section } from '../../../styles/layout.css.ts';
import { BlogCards, type BlogCardData } from './blog-cards.tsx';
import * as styles from './blog-teasers.css.ts';

/** spec §2 home item 10: the blog with id 0 is the latest; the others are recent. */
export function splitHomeBlogs(blogs: readonly HomeBlogTeaser[]): { latest?: HomeBlogTeaser; recent: HomeBlogTeaser[] } {
  return { latest: blogs.find((blog) => blog.id === 0), recent: blogs.filter((blog) => blog.id !== 0) };
}

const card = (blog: HomeBlogTeaser): BlogCardData => ({
  key: blog.slug,
  title: blog.title,
  excerpt: blog.excerpt,
  image: blog.blogImage,
  href: paths.homeBlog.href(blog.slug),
});

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
        <BlogCards latest={latest && card(latest)} recent={recent.map(card)} labels={{ latest: 'Latest blog', recent: 'Recent blogs' }} linkOn="title" />
      </div>
    </section>
  );
}
