import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../lib/navigation/navigation.tsx';
import type { DestinationPage } from '../../../../shared/schemas/index.ts';
import { paths } from '../../../../shared/config/paths.ts';
import { HERO_CAROUSEL } from '../../../../shared/config/constants.ts';
import { ResponsiveImage } from '../../../components/image/responsive-image.tsx';
import { container } from '../../../styles/layout.css.ts';
import { button } from '../../../styles/button.css.ts';
import { useLayoutMode } from '../../../hooks/use-layout-mode.ts';
import { useEntryState } from '../../../hooks/use-entry-state.ts';
import { useCarouselIndex } from '../../../components/carousel/use-carousel-index.ts';
import { CarouselArrows } from '../../../components/carousel/carousel-arrows.tsx';
import { CarouselTrack } from '../../../components/carousel/carousel-track.tsx';
import { scrollerLayoutFor } from '../itinerary-scroller-layout.ts';
import * as heading from './section-heading.css.ts';
import * as styles from './itinerary-scroller.css.ts';
import { destinationSectionIds } from './section-ids.ts';

type ItineraryCard = DestinationPage['Page3']['cards'][number];

/** Navigation state the itinerary detail page receives from 'Explore Itinerary' (spec §2 item 4). */
export interface ItineraryNavigationState {
  itinerary: ItineraryCard;
}

/**
 * spec §2 item 4 "Handcrafted for you" (anchor `itineraries`): Page3 cards in a horizontal scroller
 * (spec §9: 304 px steps with 3 visible from 1024 px, else 272 px with 1).
 * Selecting a card shows its title and description with 'Explore all itineraries' and 'Explore
 * Itinerary'; the latter needs the card's `_id` (spec §8: without it, only a console error).
 */
export function ItineraryScroller({ page }: { page: DestinationPage }) {
  const navigate = useNavigate();
  const trackId = useId();
  const cards = page.Page3.cards;
  const mode = useLayoutMode();
  const layout = scrollerLayoutFor(mode);
  // Kept with the visit, so going back from 'Explore Itinerary' finds the journey still chosen.
  const [chosenId, choose] = useEntryState('itinerary-card');
  const chosenIndex = cards.findIndex((c) => String(c.id) === chosenId);
  const selected = chosenIndex === -1 ? null : chosenIndex;
  const card = selected === null ? undefined : cards[selected];
  // Going back, the carousel opens at the chosen journey.
  const carousel = useCarouselIndex(cards.length, layout.visible, selected);
  const { reveal } = carousel;
  // A journey the page learns of after its first render (a reloaded page, once hydrated) is brought
  // into view; one shown from the start or just clicked already is, and this does nothing.
  useEffect(() => {
    if (selected !== null) reveal(selected);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new choice only, not on each move
  }, [selected]);

  const exploreItinerary = () => {
    if (!card?._id) {
      console.error(`Explore Itinerary: "${card?.cardText ?? 'no card'}" has no itinerary id`);
      return;
    }
    const state: ItineraryNavigationState = { itinerary: card };
    void navigate(paths.itinerary.href(card._id), { state });
  };

  return (
    <section id={destinationSectionIds.itineraries} className={styles.root} aria-labelledby="itineraries-title">
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
            <div className={styles.viewport}>
              <CarouselTrack
                id={trackId}
                label={`${page.name} itineraries`}
                index={carousel.index}
                step={layout.step}
                motion="ease"
                // Phones and tablets swipe the cards (with the hero's elasticity); arrows work everywhere.
                drag={{ enabled: mode !== 'desktop', max: carousel.max, elastic: HERO_CAROUSEL.dragElastic, onSnap: carousel.goTo }}
                className={styles.track}
              >
                {cards.map((c, i) => (
                  <li key={c.id} className={styles.slide}>
                    <button
                      type="button"
                      className={styles.card}
                      aria-pressed={selected === i}
                      onClick={() => choose(String(c.id))}
                      onFocus={() => carousel.reveal(i)}
                    >
                      <span className={styles.cardImage}>
                        <ResponsiveImage image={c.imgSrc} alt="" cover sizes="(min-width: 1024px) 280px, 256px" />
                      </span>
                      <span className={styles.cardText}>{c.cardText}</span>
                    </button>
                  </li>
                ))}
              </CarouselTrack>
            </div>
            <CarouselArrows
              subject="itineraries"
              tone="dark"
              carousel={carousel}
              controls={trackId}
              placement={{ previous: styles.previousArrow, next: styles.nextArrow }}
            />
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
