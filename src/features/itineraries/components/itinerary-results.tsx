import { Link } from 'react-router';
import type { Itinerary } from '../../../../shared/schemas/index.ts';
import { paths } from '../../../../shared/config/paths.ts';
import { formatRs } from '../../../lib/format.ts';
import { ResponsiveImage } from '../../../components/image/responsive-image.tsx';
import * as styles from './itinerary-list.css.ts';

/** spec §2: result count, the two promises, the first highlight, a link to the detail page. */
export function ItineraryResults({ itineraries }: { itineraries: Itinerary[] }) {
  return (
    <div>
      <div className={styles.toolbar}>
        <p role="status">
          {itineraries.length} {itineraries.length === 1 ? 'result' : 'results'}
        </p>
        {/* spec §2: static, inert controls. */}
        <div className={styles.inert} aria-hidden="true">
          <span>February 05 ~ March 14</span>
          <span>Sort by: Featured</span>
        </div>
      </div>
      {itineraries.length === 0 ? (
        <p className={styles.empty}>No tours match your filters.</p>
      ) : (
        <ul className={styles.results}>
          {itineraries.map((it) => (
            <li key={it._id} className={styles.card}>
              <div className={styles.cardImage}>
                <ResponsiveImage image={it.images[0]!} cover sizes="(min-width: 768px) 260px, 100vw" />
              </div>
              <div className={styles.cardBody}>
                <h2 className={styles.cardTitle}>
                  <Link to={paths.itinerary.href(it._id)}>{it.name}</Link>
                </h2>
                <p>
                  {it.time} · {'★'.repeat(it.rating)} ({it.numberOfRating})
                </p>
                <p className={styles.badges}>
                  <span>Best Price Guarantee</span>
                  <span>Free Cancellation</span>
                </p>
                {it.highlights[0] && <p>{it.highlights[0]}</p>}
                <p className={styles.price}>{formatRs(it.price)} per person</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
