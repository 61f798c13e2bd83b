import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../../lib/navigation/navigation.tsx';
import { destinationCards, home } from '../../../lib/content.ts';
import { HOME_CAROUSEL_VISIBLE } from './destination-carousel-geometry.ts';
import { anchors, paths } from '../../../../shared/config/paths.ts';
import { button } from '../../../styles/button.css.ts';
import { container, visuallyHidden } from '../../../styles/layout.css.ts';
import { scrollBehaviorNow } from '../../../hooks/use-prefers-reduced-motion.ts';
import { useLayoutMode } from '../../../hooks/use-layout-mode.ts';
import { useCarouselIndex } from '../../../components/carousel/use-carousel-index.ts';
import { FluidCarousel } from '../../../components/carousel/fluid-carousel.tsx';
import * as styles from './destination-carousel.css.ts';
import { PictureCardFace } from '../../../components/carousel/picture-card-face.tsx';

const SIZES = '(min-width: 1024px) 240px, (min-width: 768px) 45vw, 92vw';

/**
 * spec §2 home section 3, §4: eight destination cards, 1/2/3 visible by width. With nothing selected
 * the intro shows; a selected card shows its story, highlights and an Explore link.
 */
export function DestinationCarousel() {
  const titleId = useId();
  const detailId = useId();
  const trackId = useId();
  const visible = HOME_CAROUSEL_VISIBLE[useLayoutMode()];
  const carousel = useCarouselIndex(destinationCards.length, visible);
  const [selectedSlug, setSelectedSlug] = useState<string | null>(null);
  const selected = destinationCards.find((card) => card.slug === selectedSlug);
  const detailRef = useRef<HTMLDivElement>(null);
  const chosenByVisitor = useRef(false);

  // Stacked layouts put the story above the cards: after a choice, bring its start into view
  // (beside the cards on wide screens it already is, and nothing moves).
  useEffect(() => {
    if (!chosenByVisitor.current || !detailRef.current) return;
    chosenByVisitor.current = false;
    const { top } = detailRef.current.getBoundingClientRect();
    if (top >= 0 && top < window.innerHeight / 2) return;
    detailRef.current.scrollIntoView({ behavior: scrollBehaviorNow(), block: 'start' });
  }, [selectedSlug]);

  function choose(slug: string | null) {
    chosenByVisitor.current = true;
    setSelectedSlug(slug);
  }

  return (
    // tabIndex -1: the header's Destination pill moves focus here after scrolling.
    <section id={anchors.destinations} tabIndex={-1} className={styles.root} aria-labelledby={titleId}>
      <div className={`${container} ${styles.layout}`}>
        <div id={detailId} ref={detailRef} className={styles.detail}>
          {selected ? (
            <div key={selected.slug} className={styles.story}>
              <p className={styles.tagline}>{selected.tagline}</p>
              <h2 id={titleId} className={styles.title}>
                {selected.cardText}
              </h2>
              <p className={styles.text}>{selected.longDescription}</p>
              <ul className={styles.highlights} aria-label={`Highlights of ${selected.cardText}`}>
                {selected.highlights.map((highlight) => (
                  <li key={highlight} className={styles.highlight}>
                    {highlight}
                  </li>
                ))}
              </ul>
              <Link to={paths.destination.href(selected.slug)} className={`${button({ tone: 'primary' })} ${styles.explore}`}>
                Explore<span className={visuallyHidden}> {selected.cardText}</span>
              </Link>
            </div>
          ) : (
            <div className={styles.story}>
              <span className={styles.rule} aria-hidden="true" />
              <h2 id={titleId} className={styles.title}>
                {home.destinationIntro.title}
              </h2>
              <p className={styles.text}>{home.destinationIntro.description}</p>
            </div>
          )}
        </div>

        <FluidCarousel id={trackId} carousel={carousel} subject="destinations" className={styles.carousel} viewportClassName={styles.viewport}>
          {destinationCards.map((card, cardIndex) => {
            const pressed = card.slug === selectedSlug;
            return (
              <li key={card.slug} className={styles.slide}>
                <button
                  type="button"
                  className={styles.card}
                  aria-pressed={pressed}
                  aria-controls={detailId}
                  onClick={() => choose(pressed ? null : card.slug)}
                  onFocus={() => carousel.reveal(cardIndex)}
                >
                  <PictureCardFace image={card.imgSrc} sizes={SIZES} name={card.cardText} classNames={{ image: styles.image, name: styles.cardName }} />
                </button>
              </li>
            );
          })}
        </FluidCarousel>
      </div>
    </section>
  );
}
