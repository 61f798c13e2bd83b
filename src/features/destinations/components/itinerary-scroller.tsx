import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { DestinationPage } from '../../../../shared/schemas/index.ts';
import { anchors, paths } from '../../../../shared/config/paths.ts';
import { ResponsiveImage } from '../../../components/image/responsive-image.tsx';
import { container } from '../../../styles/layout.css.ts';
import { button } from '../../../styles/button.css.ts';
import { useItineraryScroller } from '../hooks/use-itinerary-scroller.ts';
import * as heading from './section-heading.css.ts';
import * as styles from './itinerary-scroller.css.ts';

type ItineraryCard = DestinationPage['Page3']['cards'][number];

/** Navigation state the itinerary detail page receives from 'Explore Itinerary' (spec §2 item 4). */
export interface ItineraryNavigationState {
  itinerary: ItineraryCard;
}

/**
 * spec §2 item 4 "Handcrafted for you" (anchor `itineraries`): Page3 cards in a horizontal scroller.
 * Selecting a card shows its title and description with 'Explore all itineraries' and 'Explore
 * Itinerary'; the latter needs the card's `_id` (spec §8: without it, only a console error).
 */
export function ItineraryScroller({ page }: { page: DestinationPage }) {
  const navigate = useNavigate();
  const trackId = useId();
  const cards = page.Page3.cards;
  const scroller = useItineraryScroller(cards.length);
  const [selected, setSelected] = useState<number | null>(null);
  const card = selected === null ? undefined : cards[selected];

  const exploreItinerary = () => {
    if (!card?._id) {
      console.error(`Explore Itinerary: "${card?.cardText ?? 'no card'}" has no itinerary id`);
      return;
    }
    const state: ItineraryNavigationState = { itinerary: card };
    void navigate(paths.itinerary.href(card._id), { state });
  };

  const arrow = (direction: 1 | -1) => (
    <button
      type="button"
      className={direction === 1 ? styles.arrow.next : styles.arrow.previous}
      aria-label={direction === 1 ? 'Next itineraries' : 'Previous itineraries'}
      aria-controls={trackId}
      disabled={direction === 1 ? scroller.atEnd : scroller.atStart}
      onClick={() => scroller.move(direction)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path d={direction === 1 ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'} />
      </svg>
    </button>
  );

  return (
    <section id={anchors.itineraries} className={styles.root} aria-labelledby="itineraries-title">
      <div className={container}>
        <div className={styles.header}>
          <div className={heading.heading}>
            <p className={heading.eyebrow.onLight}>Handcrafted for you</p>
            <h2 id="itineraries-title" className={heading.title}>
              {page.Page3.mainTitle}
            </h2>
            <p className={heading.lead.onLight}>{page.Page3.mainDescription}</p>
          </div>
        </div>

        <div className={styles.body}>
          <div className={styles.scrollerColumn}>
            {arrow(-1)}
            <div id={trackId} ref={scroller.ref} className={styles.viewport} onScroll={scroller.onScroll}>
              <ul className={styles.track} aria-label={`${page.name} itineraries`}>
                {cards.map((c, i) => (
                  <li key={c.id} className={styles.slide}>
                    <button type="button" className={styles.card} aria-pressed={selected === i} onClick={() => setSelected(i)}>
                      <span className={styles.cardImage}>
                        <ResponsiveImage image={c.imgSrc} alt="" cover sizes="(min-width: 1024px) 280px, 256px" />
                      </span>
                      <span className={styles.cardText}>{c.cardText}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
            {arrow(1)}
          </div>

          <div className={styles.selection} aria-live="polite">
            {card ? (
              <div key={card.id} className={styles.selectionBody}>
                <h3 className={styles.selectionTitle}>{card.cardText}</h3>
                <p className={styles.selectionText}>{card.longDescription}</p>
                <div className={styles.actions}>
                  <Link className={button({ tone: 'light' })} to={paths.itineraries.href(page.pageIdentifier)}>
                    Explore all itineraries
                  </Link>
                  <button type="button" className={button({ tone: 'dark' })} onClick={exploreItinerary}>
                    Explore Itinerary
                  </button>
                </div>
              </div>
            ) : (
              <p className={styles.hint}>Choose a journey to read its story.</p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
