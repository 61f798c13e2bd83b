import { useId } from 'react';
import { home } from '../../../lib/content.ts';
import { container } from '../../../styles/layout.css.ts';
import * as styles from './services-intro.css.ts';

/** Line drawings on a 32-unit grid, stroked in the current colour. */
const ICONS = {
  visa: 'M9 4h14a2 2 0 0 1 2 2v20a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z M16 10.5a4.5 4.5 0 1 0 0 9a4.5 4.5 0 1 0 0-9Z M11.5 15h9 M16 10.5c-1.6 1.4-1.6 7.6 0 9 M16 10.5c1.6 1.4 1.6 7.6 0 9 M11.5 23.5h9',
  forex: 'M5 11h17l-4-4 M27 21H10l4 4 M23 12.5a3.5 3.5 0 1 1 0 7 M9 12.5a3.5 3.5 0 1 0 0 7',
  flight: 'M4 19.5l3-1 5 3.5 13-8.5a2.2 2.2 0 0 0-2.4-3.6L18 12.5 9.5 9 7 10.2l6 4.3-4.2 2.4-2.8-1.6L4 16.3Z M5 26h22',
  stay: 'M4 24V9 M4 18h24v6 M4 14h6a3 3 0 0 1 3 3v1 M14 18v-4.5a2 2 0 0 1 2-2h8a4 4 0 0 1 4 4V18 M7.5 12.5a2 2 0 1 0 0-4a2 2 0 1 0 0 4Z',
  itinerary: 'M4 8l7-3 10 3 7-3v19l-7 3-10-3-7 3Z M11 5v19 M21 8v19 M14.5 14.5c1.5-1.2 3.5-1.2 5 0',
  compass: 'M16 4a12 12 0 1 0 0 24a12 12 0 1 0 0-24Z M20.5 11.5l-2.8 6.2-6.2 2.8 2.8-6.2Z',
} as const;

/** Picks a drawing from the service's own words, so content can be reordered or renamed freely. */
function iconFor(title: string): keyof typeof ICONS {
  const words = title.toLowerCase();
  if (words.includes('visa')) return 'visa';
  if (words.includes('forex') || words.includes('currency')) return 'forex';
  if (words.includes('flight')) return 'flight';
  if (words.includes('stay') || words.includes('hotel')) return 'stay';
  if (words.includes('itinerar')) return 'itinerary';
  return 'compass';
}

/** spec §2 home section 2: visa assistance, forex assistance, flight bookings and the rest of the service. */
export function ServicesIntro() {
  const titleId = useId();
  const { title, description, items } = home.services;
  return (
    <section id="services" className={styles.root} aria-labelledby={titleId}>
      <div className={`${container} ${styles.inner}`}>
        <div className={styles.intro}>
          <span className={styles.rule} aria-hidden="true" />
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.description}>{description}</p>
        </div>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.title} className={styles.item}>
              <span className={styles.iconBadge} aria-hidden="true">
                <svg viewBox="0 0 32 32" width="28" height="28" className={styles.icon}>
                  <path d={ICONS[iconFor(item.title)]} />
                </svg>
              </span>
              <h3 className={styles.itemTitle}>{item.title}</h3>
              <p className={styles.itemText}>{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
