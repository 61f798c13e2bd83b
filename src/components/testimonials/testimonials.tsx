import { useId, useState } from 'react';
import type { Testimonial } from '../../../shared/schemas/home.ts';
import { testimonials as builtInTestimonials } from '../../lib/content.ts';
import { ResponsiveImage } from '../image/responsive-image.tsx';
import { container, section } from '../../styles/layout.css.ts';
import { fadeInSlow } from '../../styles/motion.css.ts';
import { TestimonialCard } from './testimonial-card.tsx';
import * as styles from './testimonials.css.ts';
import { formatTwoDigits } from '../../lib/format.ts';

export interface TestimonialsProps {
  /** Defaults to the five built-in testimonials (spec §3). */
  items?: readonly Testimonial[];
  /** Image id of an optional side picture (a destination page passes its Testimonials.mainImageUrl). */
  mainImageUrl?: string;
  /** Anchor id of the section. */
  id?: string;
}

/** spec §4: previous and next wrap in both directions. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** 'TALES BY DREAMER': one testimonial at a time, fading, with a progress bar (spec §2). */
export function Testimonials({ items = builtInTestimonials, mainImageUrl, id = 'testimonials' }: TestimonialsProps) {
  const headingId = useId();
  const [index, setIndex] = useState<number | null>(null);
  const count = items.length;
  // A page may hand in a shorter list than the one last shown: keep the index inside it.
  const shown = count ? wrapIndex(index ?? 0, count) : 0;
  const current = items[shown];
  if (!current) return null;

  const go = (step: number) => setIndex(wrapIndex(shown + step, count));

  return (
    <section id={id} className={`${styles.root} ${section}`} aria-labelledby={headingId} aria-roledescription="carousel">
      <div className={container}>
        <header className={mainImageUrl ? styles.header.withImage : styles.header.single}>
          <p className={styles.eyebrow}>Stories from our travellers</p>
          <h2 id={headingId} className={styles.title}>
            TALES BY DREAMER
          </h2>
        </header>
        <div className={mainImageUrl ? styles.layout.withImage : styles.layout.single}>
          {mainImageUrl && (
            <div className={styles.sideImage}>
              <ResponsiveImage image={mainImageUrl} sizes="(min-width: 1024px) 40vw, 100vw" cover />
            </div>
          )}
          <div className={styles.stage}>
            <div className={styles.slides} aria-live="polite">
              {/* Each new testimonial fades in; the first one the page shows does not. */}
              <div
                key={current.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${shown + 1} of ${count}`}
                className={index === null ? undefined : fadeInSlow}
              >
                <TestimonialCard testimonial={current} />
              </div>
            </div>
            <div className={styles.controls}>
              <button type="button" className={styles.arrow} onClick={() => go(-1)} aria-label="Previous testimonial">
                <span aria-hidden="true">←</span>
              </button>
              <button type="button" className={styles.arrow} onClick={() => go(1)} aria-label="Next testimonial">
                <span aria-hidden="true">→</span>
              </button>
              <div
                className={styles.track}
                role="progressbar"
                aria-label="Testimonials seen"
                aria-valuemin={0}
                aria-valuemax={count}
                aria-valuenow={shown + 1}
                aria-valuetext={`Testimonial ${shown + 1} of ${count}`}
              >
                {/* progress = (index + 1) / count */}
                <div className={styles.bar} style={{ transform: `scaleX(${(shown + 1) / count})` }} />
              </div>
              <p className={styles.counter} aria-hidden="true">
                {`${formatTwoDigits(shown + 1)} / ${formatTwoDigits(count)}`}
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
