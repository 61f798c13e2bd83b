import { ITINERARY_SCROLLER } from './components/itinerary-scroller-geometry.ts';
import { layoutModeFor, type LayoutMode } from '../../hooks/use-layout-mode.ts';

/** How far one step moves the scroller (a card plus its gap), and how many cards fit its window. */
export interface ScrollerLayout {
  step: number;
  visible: number;
}

/** spec §9: from 1024 px the step is 304 px with 3 cards visible; below it, 272 px with 1 visible. */
export function scrollerLayoutFor(mode: LayoutMode): ScrollerLayout {
  const { desktop, compact } = ITINERARY_SCROLLER;
  return mode === 'desktop' ? { step: desktop.step, visible: desktop.visible } : { step: compact.step, visible: compact.visible };
}

export const scrollerLayout = (viewportWidth: number) => scrollerLayoutFor(layoutModeFor(viewportWidth));
