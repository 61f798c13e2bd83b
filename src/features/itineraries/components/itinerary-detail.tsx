import { useState, type ReactNode } from 'react';
import type { Itinerary } from '../../../../shared/schemas/index.ts';
import { itineraryExtras } from '../itinerary-extras.ts';
import { formatRs } from '../../../lib/format.ts';
import { ResponsiveImage } from '../../../components/image/responsive-image.tsx';
import { HtmlContent } from '../../../components/html-content/html-content.tsx';
import { container, section } from '../../../styles/layout.css.ts';
import { button } from '../../../styles/button.css.ts';
import { ExpertRequestDialog } from './expert-request-dialog.tsx';
import { ShareButton } from '../../../components/share-button/share-button.tsx';
import { paths } from '../../../../shared/config/paths.ts';
import { formatRupees } from '../../../lib/format.ts';
import { keepInPlace } from '../../../lib/keep-in-place.ts';
import * as styles from './itinerary-detail.css.ts';
import './itinerary-print.css.ts';

interface ItineraryDetailProps {
  itinerary: Itinerary;
  /** The expert request form shown in the 'PLAN WITH AN EXPERT' dialog (composed by the route). */
  expertRequestForm: ReactNode;
  /** What the route adds under the facts (save for offline). */
  actions?: ReactNode;
}

/** spec §2 itinerary detail: gallery, facts, day-by-day accordion, fixed lists and the booking card. */
export function ItineraryDetail({ itinerary, expertRequestForm, actions }: ItineraryDetailProps) {
  const [openDay, setOpenDay] = useState<string | null>('day1');
  const [expertOpen, setExpertOpen] = useState(false);
  const days = Object.entries(itinerary.daywise).sort(([a], [b]) => Number(a.slice(3)) - Number(b.slice(3)));
  return (
    <article className={`${container} ${section} ${styles.article}`}>
      <div className={styles.gallery}>
        {itinerary.images.slice(0, 4).map((image, i) => (
          <div key={`${image}-${i}`} className={i === 0 ? styles.mainImage : styles.gridImage}>
            <ResponsiveImage image={image} cover priority={i === 0} sizes={i === 0 ? '(min-width: 1024px) 60vw, 100vw' : '20vw'} />
          </div>
        ))}
      </div>
      <div className={styles.layout}>
        <div className={styles.body}>
          <h1 className={styles.title}>{itinerary.name}</h1>
          <ShareButton title={itinerary.name} text={`${itinerary.time}, from ${formatRupees(itinerary.price)} per person.`} path={paths.itinerary.href(itinerary._id)} />
          <p>
            <span role="img" aria-label={`Rated ${itinerary.rating} out of 5`}>{'★'.repeat(itinerary.rating)}</span> ({itinerary.numberOfRating} ratings)
          </p>
          <p>{itinerary.description}</p>
          <p className={styles.facts}>
            {itinerary.time} · {formatRs(itinerary.price)} per person
          </p>
          {actions}

          <h2 className={styles.heading}>ITINERARY</h2>
          <ol className={styles.days}>
            {days.map(([key, day], i) => {
              const open = openDay === key;
              return (
                <li key={key} className={styles.day}>
                  <h3>
                    <button type="button" className={styles.dayButton} aria-expanded={open} aria-controls={`${key}-panel`} onClick={(e) => keepInPlace(e.currentTarget, () => setOpenDay(open ? null : key))}>
                      <HtmlContent as="span" html={day.icon} className={styles.dayIcon} />
                      <span>
                        Day {i + 1}: {day.title}
                      </span>
                    </button>
                  </h3>
                  <div id={`${key}-panel`} hidden={!open} className={styles.dayPanel}>
                    <p>{day.description}</p>
                  </div>
                </li>
              );
            })}
          </ol>

          <FixedList title="HIGHLIGHTS" items={itinerary.highlights} />
          <FixedList title="INCLUSIONS" items={itineraryExtras.inclusions} />
          <FixedList title="EXCLUSIONS" items={itineraryExtras.exclusions} />
          <FixedList title="OPTIONAL ADD-ONS" items={itineraryExtras.addOns.map((a) => `${a.name}: ${a.price}`)} />
        </div>
        <aside className={styles.booking} aria-label="Plan this trip" data-booking-bar="">
          <p className={styles.bookingTitle}>Customise your trip with an expert</p>
          <p className={styles.bookingPrice}>
            Starting from <span className={styles.bookingAmount}>{formatRs(itinerary.price)}/-</span> per person
          </p>
          <button type="button" className={`${button({ tone: 'primary' })} ${styles.bookingButton}`} onClick={() => setExpertOpen(true)}>
            PLAN WITH AN EXPERT
          </button>
        </aside>
      </div>
      <ExpertRequestDialog itineraryName={itinerary.name} open={expertOpen} onClose={() => setExpertOpen(false)}>
        {expertRequestForm}
      </ExpertRequestDialog>
    </article>
  );
}

function FixedList({ title, items }: { title: string; items: string[] }) {
  return (
    <section>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
