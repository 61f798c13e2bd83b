import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { m, useAnimationControls, useMotionValue } from 'framer-motion';
import type { DestinationCard } from '../../../../shared/schemas/home.ts';
import { BREAKPOINTS, HERO_CAROUSEL } from '../../../../shared/config/constants.ts';
import { paths } from '../../../../shared/config/paths.ts';
import { ResponsiveImage } from '../../../components/image/responsive-image.tsx';
import { dotCount, offsetFor, slideStep, snapIndex } from '../../../components/carousel/carousel-math.ts';
import { useLayoutMode, useLayoutModeKnown, type LayoutMode } from '../../../hooks/use-layout-mode.ts';
import { useCarouselIndex } from '../../../components/carousel/use-carousel-index.ts';
import { CarouselArrows } from '../../../components/carousel/carousel-arrows.tsx';
import * as styles from './top-destinations-carousel.css.ts';

const MODES: readonly LayoutMode[] = ['mobile', 'tablet', 'desktop'];
const SPRING = { type: 'spring', ...HERO_CAROUSEL.spring } as const;
const SIZES = `(min-width: ${BREAKPOINTS.desktop}px) ${HERO_CAROUSEL.desktop.cardWidth}px, (min-width: ${BREAKPOINTS.tablet}px) ${HERO_CAROUSEL.tablet.cardWidth}px, ${HERO_CAROUSEL.mobile.cardWidth}px`;

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
  const step = slideStep(geometry);
  const carousel = useCarouselIndex(cards.length, geometry.visible);
  const { index, max } = carousel;

  const x = useMotionValue(0);
  const controls = useAnimationControls();
  // A drag that ends over a card must not also follow the card's link.
  const dragged = useRef(false);

  useEffect(() => {
    void controls.start({ x: offsetFor(index, step), transition: SPRING });
  }, [controls, index, step]);

  function onDragEnd() {
    const snapped = snapIndex(x.get(), step, max);
    carousel.goTo(snapped);
    // Also when the index is unchanged: the track must spring back from where it was released.
    void controls.start({ x: offsetFor(snapped, step), transition: SPRING });
  }

  const dotsIn = (layout: LayoutMode) => dotCount(cards.length, HERO_CAROUSEL[layout].visible);
  // Before the mode is known (prerender, hydration) render the most dots any band needs and let CSS
  // hide the surplus per band, so the dots never jump once the real mode arrives.
  const renderedDots = modeKnown ? dotsIn(mode) : Math.max(...MODES.map(dotsIn));
  const dotsHiddenIn = (dot: number) => (modeKnown ? [] : MODES.filter((layout) => dot >= dotsIn(layout)));
  const rowHiddenIn = modeKnown ? [] : MODES.filter((layout) => dotsIn(layout) <= 1);

  return (
    <section className={styles.root} aria-labelledby={headingId} aria-roledescription="carousel">
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          Top Destinations
        </h2>
        <CarouselArrows
          subject="top destinations"
          atStart={carousel.atStart}
          atEnd={carousel.atEnd}
          onPrevious={carousel.previous}
          onNext={carousel.next}
          controls={trackId}
        />
      </div>

      <div className={styles.viewport}>
        <m.ul
          id={trackId}
          className={styles.track}
          style={{ x }}
          initial={false}
          animate={controls}
          drag={mode === 'mobile' ? 'x' : false}
          dragConstraints={{ left: offsetFor(max, step), right: 0 }}
          dragElastic={HERO_CAROUSEL.dragElastic}
          dragMomentum={false}
          onPointerDownCapture={() => {
            dragged.current = false;
          }}
          onDragStart={() => {
            dragged.current = true;
          }}
          onDragEnd={onDragEnd}
          onClickCapture={(event) => {
            if (!dragged.current) return;
            event.preventDefault();
            event.stopPropagation();
          }}
        >
          {cards.map((card, cardIndex) => (
            <li key={card.slug} className={styles.slide}>
              <Link
                to={paths.destination.href(card.slug)}
                className={styles.card}
                draggable={false}
                onFocus={() => carousel.reveal(cardIndex)}
              >
                <ResponsiveImage image={card.imgSrc} alt="" cover sizes={SIZES} className={styles.image} />
                <span className={styles.name}>{card.cardText}</span>
              </Link>
            </li>
          ))}
        </m.ul>
      </div>

      {renderedDots > 1 && (
        <div className={[styles.dots, ...rowHiddenIn.map((layout) => styles.hiddenIn[layout])].join(' ')}>
          {Array.from({ length: renderedDots }, (_, dot) => (
            <button
              key={dot}
              type="button"
              className={[styles.dot, ...dotsHiddenIn(dot).map((layout) => styles.hiddenIn[layout])].join(' ')}
              aria-label={`Go to slide ${dot + 1}`}
              aria-current={dot === index ? 'true' : undefined}
              aria-controls={trackId}
              onClick={() => carousel.goTo(dot)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
