import type { ReactNode } from 'react';
import { Link } from '../../../lib/navigation/navigation.tsx';
import { ResponsiveImage } from '../../../components/image/responsive-image.tsx';
import { visuallyHidden } from '../../../styles/layout.css.ts';
import * as styles from './blog-cards.css.ts';

/** One post as a card: the home page's built-in blogs and the destination page's API blogs alike. */
export interface BlogCardData {
  key: string;
  title: string;
  excerpt?: string;
  image: string;
  href: string;
}

interface BlogCardsProps {
  latest?: BlogCardData;
  recent: BlogCardData[];
  /** The labels above the two columns ('Latest blog' on the home page, spec's 'LATEST BLOG' headings elsewhere). */
  labels: { latest: string; recent: string };
  /** `p` under a section heading; `h2` where the labels are the section's headings (spec §2 item 11). */
  labelAs?: 'p' | 'h2';
  /** id of the latest label (the destination page's section is found by it). */
  latestLabelId?: string;
  /**
   * `title`: the title is the card's link. `read-more`: the spec's visible 'Read more' link is, and
   * it names its post for screen readers ('Read more: {title}'), so two of them never read alike.
   */
  linkOn: 'title' | 'read-more';
}

/** The whole card is the touch target: its one link stretches over it (≥ 44 px in every layout). */
function CardLink({ card, linkOn, readMore, titleClass }: { card: BlogCardData; linkOn: BlogCardsProps['linkOn']; readMore: string; titleClass: string }): ReactNode {
  if (linkOn === 'title') {
    return (
      <>
        <h3 className={titleClass}>
          <Link to={card.href} className={styles.stretchedLink}>
            {card.title}
          </Link>
        </h3>
        {card.excerpt && <p className={styles.excerpt}>{card.excerpt}</p>}
        <span className={styles.readMore} aria-hidden="true">
          {readMore}
        </span>
      </>
    );
  }
  return (
    <>
      <h3 className={titleClass}>{card.title}</h3>
      {card.excerpt && <p className={styles.excerpt}>{card.excerpt}</p>}
      <Link to={card.href} className={`${styles.readMore} ${styles.stretchedLink}`}>
        {readMore}
        <span className={visuallyHidden}>: {card.title}</span>
      </Link>
    </>
  );
}

/** spec §2: the latest post as a large card, the recent ones as a list of small cards. */
export function BlogCards({ latest, recent, labels, labelAs: Label = 'p', latestLabelId, linkOn }: BlogCardsProps) {
  return (
    <div className={styles.layout}>
      {latest && (
        <div>
          <Label id={latestLabelId} className={styles.label}>
            {labels.latest}
          </Label>
          <article className={styles.latest}>
            <div className={styles.latestImage}>
              <ResponsiveImage image={latest.image} sizes="(min-width: 1024px) 55vw, 100vw" cover />
            </div>
            <div className={styles.latestBody}>
              <CardLink card={latest} linkOn={linkOn} readMore="Read more →" titleClass={styles.latestTitle} />
            </div>
          </article>
        </div>
      )}
      {recent.length > 0 && (
        <div>
          <Label className={styles.label}>{labels.recent}</Label>
          <ul className={styles.recentList}>
            {recent.map((card) => (
              <li key={card.key}>
                <article className={styles.recent}>
                  <div className={styles.recentImage}>
                    <ResponsiveImage image={card.image} sizes="120px" cover />
                  </div>
                  <div className={styles.recentBody}>
                    <CardLink card={{ ...card, excerpt: undefined }} linkOn={linkOn} readMore="Read more" titleClass={styles.recentTitle} />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
