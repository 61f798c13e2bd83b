import { site } from '../../lib/content.ts';
import { formatAtLeast, formatRating } from '../../lib/format.ts';
import * as styles from './rating-summary.css.ts';

/** '4.9★ from 250+ organic reviews' (spec §1), from site.figures. */
export function RatingSummary() {
  const { rating, organicReviews } = site.figures;
  return (
    <p className={styles.root}>
      <span className={styles.rating}>{formatRating(rating)}</span>
      <span className={styles.label}>{`from ${formatAtLeast(organicReviews)} organic reviews`}</span>
    </p>
  );
}
