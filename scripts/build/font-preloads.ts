import { parseFontFaces } from '../bench/fonts.ts';

/**
 * Cormorant Garamond's faces a page's first layout draws with, by route id, as `weight style`: every
 * heading and the header's brand name are set in 600 (global.css.ts, site-header.css.ts); a
 * destination page's overview, the first section of its <main> and so laid out at once, also in the
 * italic (destination-overview.css.ts). A face the first layout needs but the page does not preload is
 * found only then, and Chromium asks for it at the highest priority, as if it blocked rendering:
 * Lighthouse gave Bali a first paint of 1.37 s with its overview's faces found late, 0.92 s with them
 * preloaded. ₹ is left to be found (1 KiB, and only in a few headings).
 */
const FIRST_LAYOUT_FACES: Record<string, string[]> = {
  destination: ['600 normal', '500 italic'],
};
const DEFAULT_FACES = ['600 normal'];

/**
 * Fonts a page preloads (issue 9: fonts needed above the fold preloaded): of the site's own text files
 * (the Latin ones cut at build time, not the ₹ ones; src/styles/fonts.css), the faces of the route's
 * first layout. Preloading lets them arrive with the stylesheet instead of after it; the heading face
 * is `optional`, so the LCP heading never swaps fonts.
 */
export function fontPreloads(css: string, routeId?: string): string[] {
  const faces = (routeId && FIRST_LAYOUT_FACES[routeId]) || DEFAULT_FACES;
  return parseFontFaces(css)
    .filter((face) => /-site-/.test(face.file))
    .filter((face) => faces.includes(`${face.weight} ${face.style}`))
    .map((face) => face.file);
}

export const fontPreloadTag = (file: string) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin />`;
