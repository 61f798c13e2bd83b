/**
 * Pure arithmetic of the home page carousels (spec §4, §9). An index is the position of the first
 * visible card; the last page shows the last `visible` cards, so the largest index is count − visible.
 */

/** Geometry of one carousel layout: card width and gap in px, and how many cards show at once. */
export interface SlideGeometry {
  cardWidth: number;
  gap: number;
  visible: number;
}

/** spec §4: next is capped at cards minus visible (never below 0 when there are fewer cards than slots). */
export function maxIndex(count: number, visible: number): number {
  return Math.max(0, count - visible);
}

/** spec §9: one dot per reachable index: cards − visible + 1 (6 at 3 visible, 7 at 2 for 8 cards). */
export function dotCount(count: number, visible: number): number {
  return maxIndex(count, visible) + 1;
}

/** spec §9: the dots are shown only when there is more than one. */
export function showsDots(count: number, visible: number): boolean {
  return dotCount(count, visible) > 1;
}

/** Keeps `index` within 0…max (a resize can shrink max below the current index). */
export function clampIndex(index: number, max: number): number {
  return Math.min(Math.max(Math.round(index), 0), Math.max(0, max));
}

/** spec §4: next moves +1, capped at the maximum. */
export function nextIndex(index: number, max: number): number {
  return clampIndex(index + 1, max);
}

/** spec §4: previous moves −1, floored at 0. */
export function previousIndex(index: number, max: number): number {
  return clampIndex(index - 1, max);
}

/** spec §4: the slide step is card width plus gap. */
export function slideStep(geometry: Pick<SlideGeometry, 'cardWidth' | 'gap'>): number {
  return geometry.cardWidth + geometry.gap;
}

/** Horizontal offset of the track for `index` (0 − … keeps +0 rather than −0 at the start). */
export function offsetFor(index: number, step: number): number {
  return 0 - index * step;
}

/** spec §4: a released drag snaps to the nearest index within 0…max. */
export function snapIndex(offset: number, step: number, max: number): number {
  if (step <= 0) return 0;
  return clampIndex(-offset / step, max);
}

/** Width of the window onto the track: exactly `visible` cards and the gaps between them. */
export function viewportWidth(geometry: SlideGeometry): number {
  return geometry.visible * geometry.cardWidth + (geometry.visible - 1) * geometry.gap;
}

/**
 * The index that brings card `target` into view with the least movement (used when keyboard focus
 * lands on a card that is clipped): unchanged if it is already visible.
 */
export function revealIndex(current: number, target: number, visible: number, max: number): number {
  if (target < current) return clampIndex(target, max);
  if (target >= current + visible) return clampIndex(target - visible + 1, max);
  return clampIndex(current, max);
}

/**
 * spec §9 (drag elasticity): within the bounds a drag follows the pointer; past them it moves only
 * `elastic` of the extra distance, as framer-motion's `dragElastic` does. Offsets are ≤ 0.
 */
export function elasticOffset(offset: number, minOffset: number, elastic: number): number {
  if (offset > 0) return offset * elastic;
  if (offset < minOffset) return minOffset + (offset - minOffset) * elastic;
  return offset;
}
