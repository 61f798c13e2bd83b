import { flushSync } from 'react-dom';

/**
 * Runs `change` (an accordion opening one panel and closing another) and keeps `control`, the
 * heading the visitor tapped, where it was on the screen. On a phone the panel that closes is often
 * above it: the page pulled the tapped heading up by that panel's height, under the sticky header,
 * and left the reader in the middle of a text. The browser's scroll anchoring does not help: its
 * anchor is the first thing on screen, which is often inside the panel that closes.
 */
export function keepInPlace(control: HTMLElement, change: () => void): void {
  const before = control.getBoundingClientRect().top;
  flushSync(change);
  const moved = control.getBoundingClientRect().top - before;
  // 'instant': the page's smooth scrolling (for links to a section) would show the jump it undoes.
  if (moved !== 0) window.scrollBy({ top: moved, behavior: 'instant' });
}
