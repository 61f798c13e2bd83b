import { useId } from 'react';
import { Link } from '../../../lib/navigation/navigation.tsx';
import type { ItineraryCard } from '../../../../shared/schemas/index.ts';
import { paths } from '../../../../shared/config/paths.ts';
import { formatRs } from '../../../lib/format.ts';
import { ResponsiveImage } from '../../../components/image/responsive-image.tsx';
import { button } from '../../../styles/button.css.ts';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { SORT_OPTIONS, type ItinerarySort } from '../sort-itineraries.ts';
import * as styles from './itinerary-list.css.ts';

interface Props {
  itineraries: ItineraryCard[];
  sort: ItinerarySort;
  onSort(next: ItinerarySort): void;
}

/** spec §2: result count, the two promises, the first highlight, a link to the detail page; a working sort. */
export function ItineraryResults({ itineraries, sort, onSort }: Props) {
  const sortId = useId();
  const ready = useHydrated(); // the order is applied by the script; until it runs a choice would be undone
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
        <div className={styles.sort}>
          <label htmlFor={sortId}>Sort results</label>
          <select id={sortId} className={styles.select} disabled={!ready} value={sort} onChange={(e) => onSort(e.target.value as ItinerarySort)}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
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
                  {it.time} · <span role="img" aria-label={`Rated ${it.rating} out of 5`}>{'★'.repeat(it.rating)}</span> ({it.numberOfRating})
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
      {/* spec §2: an inert 'See More' control; every result is already listed. */}
      <button type="button" className={`${button({ tone: 'light' })} ${styles.seeMore}`} disabled>
        See More
      </button>
    </div>
  );
}
