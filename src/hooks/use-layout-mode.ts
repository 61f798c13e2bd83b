import { useBrowserValue } from './use-browser-value.ts';
import { BREAKPOINTS } from '../../shared/config/constants.ts';
import { media } from '../styles/media.ts';
import { useHydrated } from './use-hydrated.ts';

/** spec §9: the three width bands (under 768, 768 to 1023, 1024 and over). */
export type LayoutMode = 'mobile' | 'tablet' | 'desktop';

/**
 * The prerender has no window: it renders the desktop band, and the first client render (hydration)
 * must produce the same markup. Geometry that differs per band is done with CSS media queries, so
 * this value only decides behaviour (caps, dot count, drag), which updates right after hydration.
 */
export const SERVER_LAYOUT_MODE: LayoutMode = 'desktop';

/** The band a viewport width falls in. */
export function layoutModeFor(width: number): LayoutMode {
  if (width >= BREAKPOINTS.desktop) return 'desktop';
  if (width >= BREAKPOINTS.tablet) return 'tablet';
  return 'mobile';
}

/**
 * The band the window is in now, asked of the same media queries the stylesheet uses. Not from
 * `window.innerWidth`: on a phone (a page with a viewport meta tag) reading it makes the browser
 * lay the whole page out first, which during hydration cost 30 ms at 4× CPU (issue 9).
 */
function currentLayoutMode(): LayoutMode {
  if (window.matchMedia(media.desktop).matches) return 'desktop';
  if (window.matchMedia(media.tablet).matches) return 'tablet';
  return 'mobile';
}

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * spec §4: the layout mode, re-evaluated on window resize. The prerender and hydration render the
 * server value, and the window's band comes after, in a transition (useBrowserValue), so server and
 * first client markup always agree.
 */
export function useLayoutMode(): LayoutMode {
  return useBrowserValue(
    subscribeToResize,
    currentLayoutMode,
    () => SERVER_LAYOUT_MODE,
  );
}

/** False in the prerender and while hydrating (the mode is then the server guess), true afterwards. */
export const useLayoutModeKnown: () => boolean = useHydrated;
