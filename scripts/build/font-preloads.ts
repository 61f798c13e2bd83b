import { parseFontFaces } from '../bench/fonts.ts';

/**
 * The display weights of a page's first screen: the header's brand name and every h1 are set in 600
 * (src/components/layout/site-header.css.ts, src/styles/global.css.ts); the landing hero's title,
 * its likely LCP element, in 500 (src/app/home-page/landing-hero.css.ts). A first-screen face that is
 * not preloaded is found only once the page is laid out, and Chromium holds the first paint for it.
 */
const displayWeights = (route: string) => (route === '/' ? ['500', '600'] : ['600']);
const DISPLAY_FAMILY = 'Cormorant Garamond';

/**
 * Fonts a page preloads (issue 9: fonts needed above the fold preloaded): of the faces the stylesheet
 * marks `font-display: optional` (the Latin faces of the first screen, src/styles/fonts.css), the
 * body face and the display face in the weights of the page's first screen. Preloading lets them arrive
 * with the stylesheet instead of after it; `optional` then keeps the LCP heading from swapping fonts.
 */
export function fontPreloads(css: string, route: string): string[] {
  return parseFontFaces(css)
    .filter((face) => face.display === 'optional' && face.style === 'normal')
    .filter((face) => face.family !== DISPLAY_FAMILY || displayWeights(route).includes(face.weight))
    .map((face) => face.file);
}

export const fontPreloadTag = (file: string) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin />`;
