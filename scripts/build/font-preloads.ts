import { parseFontFaces } from '../bench/fonts.ts';

/**
 * Cormorant Garamond's faces a page's first layout draws with, by route id, as `weight style`: the
 * header's brand name and every h1 are set in 600 (site-header.css.ts, global.css.ts); the landing
 * hero's title, its likely LCP element, in 500 (landing-hero.css.ts); a destination page's overview
 * in 500 and its italic (destination-overview.css.ts). A face the first layout needs but the page does
 * not preload is found only then, and Chromium asks for it at the highest priority, as if it blocked
 * rendering: Lighthouse gave Bali a first paint of 1.37 s with its overview's faces found late, 0.92 s
 * with them preloaded, its LCP unchanged. An itinerary's summary (500) and ₹ are left to be found:
 * preloaded, its first paint came 0.3 s sooner but its LCP, the hero photo, 0.15 s later.
 */
const FIRST_LAYOUT_DISPLAY_FACES: Record<string, string[]> = {
  landing: ['500 normal', '600 normal'],
  destination: ['500 normal', '500 italic', '600 normal'],
};
const DEFAULT_DISPLAY_FACES = ['600 normal'];
const DISPLAY_FAMILY = 'Cormorant Garamond';

/**
 * Fonts a page preloads (issue 9: fonts needed above the fold preloaded): of the site's own text faces
 * (the Latin files cut at build time, not the ₹ ones; src/styles/fonts.css), the body face and the
 * display faces of the route's first layout. Preloading lets them arrive with the stylesheet instead
 * of after it; those of the LCP heading are `optional`, so it never swaps fonts.
 */
export function fontPreloads(css: string, routeId?: string): string[] {
  const displayFaces = (routeId && FIRST_LAYOUT_DISPLAY_FACES[routeId]) || DEFAULT_DISPLAY_FACES;
  return parseFontFaces(css)
    .filter((face) => /-site-/.test(face.file))
    .filter((face) => face.family !== DISPLAY_FAMILY || displayFaces.includes(`${face.weight} ${face.style}`))
    .map((face) => face.file);
}

export const fontPreloadTag = (file: string) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin />`;
