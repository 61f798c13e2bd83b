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
  const putBack = () => {
    const moved = control.getBoundingClientRect().top - before;
    // 'instant': the page's smooth scrolling (for links to a section) would show the jump it undoes.
    if (moved !== 0) window.scrollBy({ top: moved, behavior: 'instant' });
  };
  flushSync(change);
  putBack();
  // A tap made before the page came alive is replayed from inside React's own work (hold-early-clicks),
  // where flushSync cannot render at once: React renders the change when that work ends, in this same
  // task, so the heading is put back in a microtask, still before the screen is painted. Otherwise
  // the heading is already in place and this does nothing.
  queueMicrotask(putBack);
}
