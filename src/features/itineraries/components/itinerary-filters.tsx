import { CATEGORY_OPTIONS, DURATION_OPTIONS, PRICE_SLIDER, RATING_OPTIONS } from '../../../../shared/config/constants.ts';
import type { ItineraryFilters } from '../filter-itineraries.ts';
import { formatRupees } from '../../../lib/format.ts';
import * as styles from './itinerary-list.css.ts';

interface Props {
  filters: ItineraryFilters;
  onChange(next: ItineraryFilters): void;
}

const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** spec §5, §9: price slider, one duration at a time, rating and category checkboxes. Applied live. */
export function ItineraryFilterPanel({ filters, onChange }: Props) {
  return (
    <form className={styles.panel} aria-label="Filter itineraries" onSubmit={(e) => e.preventDefault()}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Price per person</legend>
        <label htmlFor="price-filter">Up to {formatRupees(filters.maxPrice)}</label>
        <input
          id="price-filter"
          type="range"
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          value={filters.maxPrice}
          onChange={(e) => onChange({ ...filters, maxPrice: Number(e.target.value) })}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Duration</legend>
        {DURATION_OPTIONS.map((d) => {
          const checked = filters.duration?.days === d.days && filters.duration.nights === d.nights;
          return (
            <label key={d.days} className={styles.option}>
              <input type="checkbox" checked={checked} onChange={() => onChange({ ...filters, duration: checked ? null : { ...d } })} />
              {d.days} Days / {d.nights} Nights
            </label>
          );
        })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Rating</legend>
        {RATING_OPTIONS.map((r) => (
          <label key={r} className={styles.option}>
            <input type="checkbox" checked={filters.ratings.includes(r)} onChange={() => onChange({ ...filters, ratings: toggle(filters.ratings, r) })} />
            {r} stars
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Category</legend>
        {CATEGORY_OPTIONS.map((c) => (
          <label key={c} className={styles.option}>
            <input type="checkbox" checked={filters.categories.includes(c)} onChange={() => onChange({ ...filters, categories: toggle(filters.categories, c) })} />
            {c}
          </label>
        ))}
      </fieldset>
    </form>
  );
}
