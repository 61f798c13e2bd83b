import type { ReactNode } from 'react';
import { CarouselArrows } from './carousel-arrows.tsx';
import { CarouselTrack } from './carousel-track.tsx';
import type { CarouselIndex } from './use-carousel-index.ts';
import * as styles from './fluid-carousel.css.ts';

interface FluidCarouselProps {
  /** The track's id, which the arrows control. */
  id: string;
  carousel: CarouselIndex;
  /** What the carousel moves through, for the arrows' labels. */
  subject: string;
  /** Sets `fluidVars` (cards visible, gap) for each band. */
  className: string;
  /** The clipping window (`viewport` of carousel.css.ts, with the room its cards' rings need). */
  viewportClassName: string;
  /** The slides: `<li className={fluidSlide}>` each. */
  children: ReactNode;
}

/** A carousel of cards sized by the window (home destinations, travel desires): window, track, arrows. */
export function FluidCarousel({ id, carousel, subject, className, viewportClassName, children }: FluidCarouselProps) {
  return (
    <div className={`${styles.root} ${className}`}>
      <div className={viewportClassName}>
        <CarouselTrack id={id} index={carousel.index} step="fluid" motion="ease">
          {children}
        </CarouselTrack>
      </div>
      <CarouselArrows subject={subject} carousel={carousel} controls={id} className={styles.arrows} />
    </div>
  );
}
