import { useEffect, useRef } from 'react';
import type { CarouselIndex } from './use-carousel-index.ts';
import * as styles from './carousel-arrows.css.ts';

interface CarouselArrowsProps {
  /** What the carousel moves through, for the labels: 'top destinations' → "Next top destinations". */
  subject: string;
  carousel: Pick<CarouselIndex, 'atStart' | 'atEnd' | 'next' | 'previous'>;
  /** Id of the element the buttons move. */
  controls?: string;
  /** `light` on artwork and dark bands, `dark` on light paper. */
  tone?: 'light' | 'dark';
  className?: string;
  /** Classes that place each button on its own (e.g. either side of the window): no wrapper then. */
  placement?: { previous: string; next: string };
}

const PATHS = { previous: 'M15 5l-7 7 7 7', next: 'M9 5l7 7-7 7' } as const;

/**
 * The previous / next pair of every home carousel (spec §4: disabled at the bounds). A button that
 * becomes disabled under the keyboard hands focus to its partner, so focus is never dropped on <body>.
 */
export function CarouselArrows({ subject, carousel, controls, tone = 'light', className, placement }: CarouselArrowsProps) {
  const { atStart, atEnd } = carousel;
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const lastPressed = useRef<'previous' | 'next' | null>(null);

  useEffect(() => {
    const lostFocus = (button: HTMLButtonElement | null) =>
      document.activeElement === button || document.activeElement === document.body;
    if (atEnd && lastPressed.current === 'next' && lostFocus(nextRef.current)) previousRef.current?.focus();
    if (atStart && lastPressed.current === 'previous' && lostFocus(previousRef.current)) nextRef.current?.focus();
  }, [atStart, atEnd]);

  const arrow = (direction: 'previous' | 'next') => (
    <button
      ref={direction === 'previous' ? previousRef : nextRef}
      type="button"
      className={placement ? `${styles.arrow[tone]} ${placement[direction]}` : styles.arrow[tone]}
      aria-label={`${direction === 'previous' ? 'Previous' : 'Next'} ${subject}`}
      aria-controls={controls}
      disabled={direction === 'previous' ? atStart : atEnd}
      onClick={() => {
        lastPressed.current = direction;
        if (direction === 'previous') carousel.previous();
        else carousel.next();
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.icon}>
        <path d={PATHS[direction]} />
      </svg>
    </button>
  );

  if (placement) {
    return (
      <>
        {arrow('previous')}
        {arrow('next')}
      </>
    );
  }
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {arrow('previous')}
      {arrow('next')}
    </div>
  );
}
