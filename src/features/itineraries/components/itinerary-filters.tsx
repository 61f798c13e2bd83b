import { useId } from 'react';
import { CATEGORY_OPTIONS, DURATION_OPTIONS, PRICE_SLIDER, RATING_OPTIONS } from '../../../../shared/config/constants.ts';
import type { ItineraryFilters } from '../filter-itineraries.ts';
import { formatRupees } from '../../../lib/format.ts';
import { button } from '../../../styles/button.css.ts';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import * as styles from './itinerary-filters.css.ts';

interface Props {
  filters: ItineraryFilters;
  onChange(next: ItineraryFilters): void;
  /** 'Clear filters' (does nothing while no filter is on). */
  onClear(): void;
  activeFilters: number;
}

const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
const durationKey = (d: { days: number; nights: number } | null) => (d ? `${d.days}-${d.nights}` : 'any');

/** spec §5, §9: price slider, one duration at a time (a radio group with 'Any'), rating and category checkboxes. Applied live. */
export function ItineraryFilterPanel({ filters, onChange, onClear, activeFilters }: Props) {
  const priceId = useId();
  const durationName = useId();
  const durations = [null, ...DURATION_OPTIONS];
  // Filters are applied by the script: until it runs, a tick would be undone by hydration, so they wait.
  const ready = useHydrated();
  return (
    <form className={styles.panel} aria-label="Filter itineraries" onSubmit={(e) => e.preventDefault()}>
      <fieldset className={styles.fieldset} disabled={!ready}>
        <legend className={styles.legend}>Price per person</legend>
        <label htmlFor={priceId} className={styles.priceValue}>
          Up to {formatRupees(filters.maxPrice)}
        </label>
        <input
          id={priceId}
          type="range"
          className={styles.range}
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          value={filters.maxPrice}
          onChange={(e) => onChange({ ...filters, maxPrice: Number(e.target.value) })}
        />
      </fieldset>
      <fieldset className={styles.fieldset} disabled={!ready}>
        <legend className={styles.legend}>Duration</legend>
        {durations.map((d) => (
          <label key={durationKey(d)} className={styles.option}>
            <input
              type="radio"
              name={durationName}
              className={styles.radio}
              checked={durationKey(filters.duration) === durationKey(d)}
              onChange={() => onChange({ ...filters, duration: d && { ...d } })}
            />
            {d ? `${d.days} Days / ${d.nights} Nights` : 'Any'}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset} disabled={!ready}>
        <legend className={styles.legend}>Rating</legend>
        {RATING_OPTIONS.map((r) => (
          <label key={r} className={styles.option}>
            <input type="checkbox" className={styles.checkbox} checked={filters.ratings.includes(r)} onChange={() => onChange({ ...filters, ratings: toggle(filters.ratings, r) })} />
            {r} stars
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset} disabled={!ready}>
        <legend className={styles.legend}>Category</legend>
        {CATEGORY_OPTIONS.map((c) => (
          <label key={c} className={styles.option}>
            <input type="checkbox" className={styles.checkbox} checked={filters.categories.includes(c)} onChange={() => onChange({ ...filters, categories: toggle(filters.categories, c) })} />
            {c}
          </label>
        ))}
      </fieldset>
      {/* aria-disabled, not disabled: the button keeps focus after clearing instead of dropping it. */}
      <button type="button" className={`${button({ tone: 'light' })} ${styles.clear}`} aria-disabled={activeFilters === 0} onClick={() => activeFilters > 0 && onClear()}>
        Clear filters
      </button>
    </form>
  );
}
