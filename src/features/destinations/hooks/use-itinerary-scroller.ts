import { useCallback, useRef, useState } from 'react';
import { ITINERARY_SCROLLER } from '../components/itinerary-scroller-geometry.ts';
import { scrollBehaviorNow } from '../../../hooks/use-prefers-reduced-motion.ts';

/** How far one press of an arrow moves the scroller, and how many cards fit its window. */
export interface ScrollerLayout {
  step: number;
  visible: number;
}

/** spec §9: from 1024 px the step is 304 px with 3 cards visible; below it, 272 px with 1 visible. */
export function scrollerLayout(viewportWidth: number): ScrollerLayout {
  const { desktop, compact } = ITINERARY_SCROLLER;
  return viewportWidth >= desktop.minWidth ? { step: desktop.step, visible: desktop.visible } : { step: compact.step, visible: compact.visible };
}

/** The last index the scroller can start at: the final cards fill the window, never leave a gap. */
export function scrollerMaxIndex(count: number, layout: ScrollerLayout): number {
  return Math.max(0, count - layout.visible);
}

/** The index an arrow press leads to (±1, kept between 0 and the maximum). */
export function scrollerTarget(index: number, direction: 1 | -1, count: number, layout: ScrollerLayout): number {
  return Math.min(Math.max(index + direction, 0), scrollerMaxIndex(count, layout));
}

/** Horizontal scroll offset of an index, in px. */
export function scrollerOffset(index: number, layout: ScrollerLayout): number {
  return index * layout.step;
}

/** The index at a scroll offset (a swipe may stop between cards; snap points make that rare). */
export function scrollerIndexAt(scrollLeft: number, layout: ScrollerLayout): number {
  return Math.max(0, Math.round(scrollLeft / layout.step));
}

export interface ItineraryScroller {
  ref: (element: HTMLDivElement | null) => void;
  atStart: boolean;
  atEnd: boolean;
  onScroll(): void;
  move(direction: 1 | -1): void;
}

/**
 * The scroller is a native scroll container (swipe, trackpad and focus scrolling come free); the
 * arrows scroll it by the spec's step. Bounds are read from the element, so the prerender and the
 * first client render agree: at the start, with more to see.
 */
export function useItineraryScroller(count: number): ItineraryScroller {
  const element = useRef<HTMLDivElement | null>(null);
  const [bounds, setBounds] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const el = element.current;
    if (!el) return;
    const atStart = el.scrollLeft <= 1;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setBounds((current) => (current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd }));
  }, []);

  const ref = useCallback(
    (el: HTMLDivElement | null) => {
      element.current = el;
      // jsdom lays nothing out (every size is 0): keep the server's bounds there.
      if (el && el.scrollWidth > 0) measure();
    },
    [measure],
  );

  const move = (direction: 1 | -1) => {
    const el = element.current;
    if (!el) return;
    const layout = scrollerLayout(window.innerWidth);
    const target = scrollerTarget(scrollerIndexAt(el.scrollLeft, layout), direction, count, layout);
    el.scrollTo?.({ left: scrollerOffset(target, layout), behavior: scrollBehaviorNow() });
  };

  return { ref, ...bounds, onScroll: measure, move };
}
