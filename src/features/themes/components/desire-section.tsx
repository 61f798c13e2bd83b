import { useId, useState } from 'react';
import { Link } from '../../../lib/navigation/navigation.tsx';
import { desires, home } from '../../../lib/content.ts';
import { COUNTS } from '../../../../shared/config/constants.ts';
import { anchors, paths } from '../../../../shared/config/paths.ts';
import { ResponsiveImage } from '../../../components/image/responsive-image.tsx';
import { button } from '../../../styles/button.css.ts';
import { container } from '../../../styles/layout.css.ts';
import { useCarouselIndex } from '../../../components/carousel/use-carousel-index.ts';
import { themeSlugOf } from '../../../../shared/content/theme-slug.ts';
import { FluidCarousel } from '../../../components/carousel/fluid-carousel.tsx';
import * as styles from './desire-section.css.ts';
import { PictureCardFace } from '../../../components/carousel/picture-card-face.tsx';

/**
 * spec §2 home section 5, §4: six travel desires, three visible, moving one at a time. The selected
 * desire (the first, until the visitor picks another) paints the section's background and links to
 * its themed itineraries. Backgrounds once shown stay mounted, so going back to one is instant and
 * the newly chosen one fades in over the last.
 */
export function DesireSection() {
  const titleId = useId();
  const trackId = useId();
  const carousel = useCarouselIndex(desires.length, COUNTS.desireVisible);
  const [selection, setSelection] = useState({ current: 0, previous: -1, shown: [0] });
  const selected = desires[selection.current]!;

  function select(desireIndex: number) {
    if (desireIndex === selection.current) return;
    setSelection({
      current: desireIndex,
      previous: selection.current,
      shown: selection.shown.includes(desireIndex) ? selection.shown : [...selection.shown, desireIndex],
    });
  }

  return (
    // tabIndex -1: the header's Desire link moves focus here after scrolling.
    <section id={anchors.desire} tabIndex={-1} className={styles.root} aria-labelledby={titleId}>
      <div className={styles.background} data-testid="desire-background" data-image={selected.imgSrc}>
        {selection.shown.map((desireIndex) => {
          const desire = desires[desireIndex]!;
          const layer =
            desireIndex === selection.current ? 'current' : desireIndex === selection.previous ? 'previous' : 'hidden';
          return (
            <div key={desire.id} className={styles.layer[layer]}>
              <ResponsiveImage image={desire.imgSrc} alt="" cover sizes="100vw" className={styles.layerImage} />
            </div>
          );
        })}
        <div className={styles.scrim} />
      </div>

      <div className={`${container} ${styles.layout}`}>
        <div className={styles.copy}>
          <span className={styles.rule} aria-hidden="true" />
          <h2 id={titleId} className={styles.title}>
            {home.desireSection.title}
          </h2>
          <p className={styles.description}>{home.desireSection.description}</p>
          {/* The live region stays mounted; only its content is re-keyed (and re-animated) per choice. */}
          <div aria-live="polite">
            <div key={selected.id} className={styles.choice}>
              <h3 className={styles.choiceName}>{selected.cardText}</h3>
              <p className={styles.choiceText}>{selected.subtitle}</p>
              <Link to={paths.itineraries.href(themeSlugOf(selected.cardText))} className={button({ tone: 'primary' })}>
                {`Explore ${selected.cardText} Itineraries`}
              </Link>
            </div>
          </div>
        </div>

        <FluidCarousel id={trackId} carousel={carousel} subject="travel styles" className={styles.carousel} viewportClassName={styles.viewport}>
          {desires.map((desire, desireIndex) => (
            <li key={desire.id} className={styles.slide}>
              <button
                type="button"
                className={styles.card}
                aria-pressed={desireIndex === selection.current}
                onClick={() => select(desireIndex)}
                onFocus={() => carousel.reveal(desireIndex)}
              >
                <PictureCardFace
                  image={desire.imgSrc}
                  sizes="(min-width: 1024px) 200px, 30vw"
                  name={desire.cardText}
                  classNames={{ image: styles.cardImage, name: styles.cardName }}
                />
              </button>
            </li>
          ))}
        </FluidCarousel>
      </div>
    </section>
  );
}
