import { useId, useRef, useState } from 'react';
import type { DestinationPage } from '../../../../shared/schemas/index.ts';
import { ATTRACTION_ROTATION_MS } from '../../../../shared/config/constants.ts';
import { ResponsiveImage } from '../../../components/image/responsive-image.tsx';
import { container } from '../../../styles/layout.css.ts';
import { useRotation } from '../hooks/use-rotation.ts';
import { PlayPauseButton } from './play-pause-button.tsx';
import * as heading from './section-heading.css.ts';
import * as styles from './attractions.css.ts';
import { formatTwoDigits } from '../../../lib/format.ts';
import { destinationSectionIds } from './section-ids.ts';

/**
 * spec §2 item 5, §4: the places to explore, one at a time, moving on every 2 s while on screen. A
 * pause button and one dot per place; a resting mouse holds the slide. Pictures already shown stay
 * mounted, so a place comes back instantly and the new one fades in over the last.
 */
export function Attractions({ page }: { page: DestinationPage }) {
  const places = page.PlacesToExplore;
  const carousel = useRef<HTMLDivElement>(null);
  const rotation = useRotation(places.length, ATTRACTION_ROTATION_MS, carousel);
  const slidesId = useId();
  const [shown, setShown] = useState<number[]>([0]);
  if (!shown.includes(rotation.index)) setShown([...shown, rotation.index]);
  const place = places[rotation.index]!;
  const count = places.length;

  return (
    <section id={destinationSectionIds.attractions} className={styles.root} aria-labelledby="attractions-title">
      <div className={container}>
        <div className={heading.heading}>
          <p className={heading.eyebrow.onLight}>Places to explore</p>
          <h2 id="attractions-title" className={heading.title}>
            Attractions in {page.name}
          </h2>
        </div>

        <div ref={carousel} className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={`Slideshow of the attractions in ${page.name}`} {...rotation.hoverHandlers}>
          <div className={styles.stage} aria-hidden="true">
            {shown.map((placeIndex) => (
              <div key={placeIndex} className={placeIndex === rotation.index ? styles.layer.current : styles.layer.hidden}>
                <ResponsiveImage image={places[placeIndex]!.imageUrl} alt="" cover sizes="(min-width: 1024px) 58vw, 100vw" />
              </div>
            ))}
          </div>

          <div className={styles.panel}>
            {/* Announced only while paused: a live region that changes every 2 s would talk over everything. */}
            <div id={slidesId} className={styles.slide} aria-live={rotation.playing ? 'off' : 'polite'}>
              <div key={rotation.index} role="group" aria-roledescription="slide" aria-label={`${rotation.index + 1} of ${count}`} className={styles.slideBody}>
                <p className={styles.counter}>
                  {formatTwoDigits(rotation.index + 1)}
                  <span className={styles.counterTotal}> / {formatTwoDigits(count)}</span>
                </p>
                <h3 className={styles.name}>{place.name}</h3>
                <p className={styles.description}>{place.description}</p>
              </div>
            </div>

            <div className={styles.controls}>
              <PlayPauseButton playing={rotation.playing} subject="attractions" controls={slidesId} onToggle={rotation.togglePlaying} tone="dark" />
              <ul className={styles.dots}>
                {places.map((p, i) => (
                  <li key={p.name}>
                    <button
                      type="button"
                      className={styles.dot}
                      aria-label={`Show ${p.name}`}
                      aria-current={i === rotation.index ? 'true' : undefined}
                      aria-controls={slidesId}
                      onClick={() => rotation.goTo(i)}
                    />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
