import { useState } from 'react';
import { clampIndex, maxIndex, nextIndex, previousIndex, revealIndex } from './carousel-math.ts';

/** Index state of a carousel of `count` cards with `visible` at a time (spec §4: starts at 0). */
export interface CarouselIndex {
  index: number;
  max: number;
  atStart: boolean;
  atEnd: boolean;
  next(): void;
  previous(): void;
  goTo(index: number): void;
  /** Moves just enough for card `cardIndex` to be visible (keyboard focus on a clipped card). */
  reveal(cardIndex: number): void;
}

/**
 * `shown`: a card to have in view from the first render (one chosen before, on going back), so the
 * carousel opens there rather than sliding to it.
 */
export function useCarouselIndex(count: number, visible: number, shown: number | null = null): CarouselIndex {
  const [requested, setRequested] = useState(() => (shown === null ? 0 : revealIndex(0, shown, visible, maxIndex(count, visible))));
  const max = maxIndex(count, visible);
  const index = clampIndex(requested, max);
  // A resize that lowers the maximum moves the carousel back; store that, so widening again later
  // does not jump forward to the old position (React's "adjust state while rendering" pattern).
  if (index !== requested) setRequested(index);
  return {
    index,
    max,
    atStart: index === 0,
    atEnd: index === max,
    next: () => setRequested(nextIndex(index, max)),
    previous: () => setRequested(previousIndex(index, max)),
    goTo: (target) => setRequested(clampIndex(target, max)),
    reveal: (cardIndex) => setRequested(revealIndex(index, cardIndex, visible, max)),
  };
}
