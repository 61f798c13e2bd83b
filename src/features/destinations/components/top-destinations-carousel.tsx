import { useId } from 'react';
import { Link } from '../../../lib/navigation/navigation.tsx';
import type { DestinationCard } from '../../../../shared/schemas/home.ts';
import { BREAKPOINTS, HERO_CAROUSEL } from '../../../../shared/config/constants.ts';
import { paths } from '../../../../shared/config/paths.ts';
import { slideStep } from '../../../components/carousel/carousel-math.ts';
import { useLayoutMode, useLayoutModeKnown } from '../../../hooks/use-layout-mode.ts';
import { useCarouselIndex } from '../../../components/carousel/use-carousel-index.ts';
import { CarouselArrows } from '../../../components/carousel/carousel-arrows.tsx';
import { CarouselDots } from '../../../components/carousel/carousel-dots.tsx';
import { CarouselTrack } from '../../../components/carousel/carousel-track.tsx';
import * as styles from './top-destinations-carousel.css.ts';
import { PictureCardFace } from '../../../components/carousel/picture-card-face.tsx';

const SIZES = `(min-width: ${BREAKPOINTS.desktop}px) ${HERO_CAROUSEL.desktop.cardWidth}px, (min-width: ${BREAKPOINTS.tablet}px) ${HERO_CAROUSEL.tablet.cardWidth}px, ${HERO_CAROUSEL.mobile.cardWidth}px`;
const VISIBLE = { mobile: HERO_CAROUSEL.mobile.visible, tablet: HERO_CAROUSEL.tablet.visible, desktop: HERO_CAROUSEL.desktop.visible };

interface TopDestinationsCarouselProps {
  cards: readonly DestinationCard[];
}

/**
 * spec §2, §4, §9: the hero's "Top Destinations" carousel. Card size, gap and the clipping window
 * come from CSS media queries (right in the prerender at every width); the index, the dots, the
 * caps and mobile dragging follow the layout mode measured in the browser.
 */
export function TopDestinationsCarousel({ cards }: TopDestinationsCarouselProps) {
  const headingId = useId();
  const trackId = useId();
  const mode = useLayoutMode();
  const modeKnown = useLayoutModeKnown();
  const geometry = HERO_CAROUSEL[mode];
  const carousel = useCarouselIndex(cards.length, geometry.visible);

  return (
    <section className={styles.root} aria-labelledby={headingId} aria-roledescription="carousel">
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          Top Destinations
        </h2>
        <CarouselArrows
          subject="top destinations"
          carousel={carousel}
          controls={trackId}
        />
      </div>

      <div className={styles.viewport}>
        <CarouselTrack
          id={trackId}
          index={carousel.index}
          step={slideStep(geometry)}
          motion="spring"
          drag={{ enabled: mode === 'mobile', max: carousel.max, elastic: HERO_CAROUSEL.dragElastic, onSnap: carousel.goTo }}
          className={styles.track}
        >
          {cards.map((card, cardIndex) => (
            <li key={card.slug} className={styles.slide}>
              <Link
                to={paths.destination.href(card.slug)}
                className={styles.card}
                draggable={false}
                onFocus={() => carousel.reveal(cardIndex)}
              >
                <PictureCardFace image={card.imgSrc} sizes={SIZES} name={card.cardText} classNames={{ image: styles.image, name: styles.name }} secondary />
              </Link>
            </li>
          ))}
        </CarouselTrack>
      </div>

      <CarouselDots
        count={cards.length}
        visible={VISIBLE}
        mode={mode}
        modeKnown={modeKnown}
        index={carousel.index}
        onGoTo={carousel.goTo}
        controls={trackId}
      />
    </section>
  );
}
