import { parseFontFaces } from '../bench/fonts.ts';

/**
 * The weight of a page's main heading, its likely LCP element: the landing hero's title is set in 500,
 * every other page's h1 in 600 (src/app/home-page/landing-hero.css.ts, src/styles/global.css.ts).
 */
const headingWeight = (route: string) => (route === '/' ? '500' : '600');
const DISPLAY_FAMILY = 'Cormorant Garamond';

/**
 * Fonts a page preloads (issue 9: fonts needed above the fold preloaded): of the faces the stylesheet
 * marks `font-display: optional` (the Latin faces of the first screen, src/styles/fonts.css), the
 * body face and the display face in the weight of the page's heading. Preloading lets them arrive
 * with the stylesheet instead of after it; `optional` then keeps the LCP heading from swapping fonts.
 */
export function fontPreloads(css: string, route: string): string[] {
  return parseFontFaces(css)
    .filter((face) => face.display === 'optional' && face.style === 'normal')
    .filter((face) => face.family !== DISPLAY_FAMILY || face.weight === headingWeight(route))
    .map((face) => face.file);
}

export const fontPreloadTag = (file: string) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin />`;
