import type { MouseEvent } from 'react';
import { scrollBehaviorNow } from '../../../hooks/use-prefers-reduced-motion.ts';

/**
 * Glides to an in-page section and hands it keyboard focus. Used by links written as `#anchor`, so
 * they still work before hydration; with JavaScript the URL keeps no hash.
 */
export function scrollToAnchor(anchor: string, event?: MouseEvent<HTMLElement>): void {
  if (event && (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return;
  const target = document.getElementById(anchor);
  if (!target) return;
  event?.preventDefault();
  target.scrollIntoView({ behavior: scrollBehaviorNow(), block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** spec §2 hero: clicking it scrolls down one screen height. */
export function scrollOneScreen(): void {
  window.scrollBy({ top: window.innerHeight, behavior: scrollBehaviorNow() });
}
