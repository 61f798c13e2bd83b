import { paths } from '../../../../shared/config/paths.ts';
import { container, section, stateText } from '../../../styles/layout.css.ts';
import { useDestinationBlogs, type BlogTeaser } from '../api/get-destination-blogs.ts';
import { BlogCards, type BlogCardData } from './blog-cards.tsx';
import * as styles from './destination-blogs.css.ts';

const card = (blog: BlogTeaser): BlogCardData => ({ key: blog._id, title: blog.title, excerpt: blog.excerpt, image: blog.image, href: paths.blog.href(blog._id) });

/** spec §2 item 11: 'LATEST BLOG' and 'RECENT BLOGS' as cards; nothing on failure or without a latest blog. */
export function DestinationBlogs({ slug }: { slug: string }) {
  const { data, isPending, isError } = useDestinationBlogs(slug);
  if (isPending) return <p className={stateText}>Loading Blogs...</p>;
  if (isError || !data.latest) return null;
  return (
    <section className={`${styles.root} ${section}`} aria-labelledby="latest-blog">
      <div className={container}>
        <BlogCards
          latest={card(data.latest)}
          recent={data.recent.map(card)}
          labels={{ latest: 'LATEST BLOG', recent: 'RECENT BLOGS' }}
          labelAs="h2"
          latestLabelId="latest-blog"
          linkOn="read-more"
        />
      </div>
    </section>
  );
}
