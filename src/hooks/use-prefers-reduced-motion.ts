import { useBrowserValue } from './use-browser-value.ts';
import { media } from '../styles/media.ts';

function queryList(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(media.reducedMotion) : null;
}

function subscribe(onChange: () => void) {
  const list = queryList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * The visitor's reduced-motion preference. The prerender (and so the hydration pass) says `false`;
 * the real value arrives in the render right after hydration, so server and first client markup agree.
 */
export function usePrefersReducedMotion(): boolean {
  return useBrowserValue(
    subscribe,
    () => queryList()?.matches ?? false,
    () => false,
  );
}

/** For event handlers: the same preference, read at the moment of the click. */
export function prefersReducedMotionNow(): boolean {
  return queryList()?.matches ?? false;
}

/** How a scroll started by the visitor moves: instantly for reduced motion, smoothly otherwise. */
export function scrollBehaviorNow(): ScrollBehavior {
  return prefersReducedMotionNow() ? 'auto' : 'smooth';
}
