import { JSDOM } from 'jsdom';
import { facesForText, parseFontFaces } from '../bench/fonts.ts';

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

/** The site's own text files (scripts/build/fonts/site-fonts.ts), not the ₹ ones nor @fontsource's. */
const TEXT_FILE = /-(site|extra)-/;

/** The text a page sets in each face: its headings in 600, their accents (em, i) in the italic. */
function textByFace(pageHtml: string): Record<string, string> {
  const page = JSDOM.fragment(pageHtml);
  const text = (selector: string) => [...page.querySelectorAll(selector)].map((el) => el.textContent ?? '').join(' ');
  return { '600 normal': text('h1, h2, h3, h4'), '500 italic': text(['h1', 'h2', 'h3', 'h4'].flatMap((h) => [`${h} em`, `${h} i`]).join(', ')) };
}

/**
 * Fonts a page preloads (issue 9: fonts needed above the fold preloaded): for each face of the route's
 * first layout, its `site` file (ASCII, curly quotes and dashes: the brand name and nearly every
 * heading), and its `extra` file too when the page's text in that face holds an accented letter or a
 * sign (src/styles/fonts.css). Preloading lets them arrive with the stylesheet instead of after it;
 * the heading face is `optional`, so the LCP heading never swaps fonts.
 */
export function fontPreloads(css: string, routeId: string | undefined, pageHtml: string): string[] {
  const text = textByFace(pageHtml);
  const faces = parseFontFaces(css).filter((face) => TEXT_FILE.test(face.file));
  const siteFirst = (file: string) => (/-site-/.test(file) ? 0 : 1);
  return ((routeId && FIRST_LAYOUT_FACES[routeId]) || DEFAULT_FACES).flatMap((key) => {
    const ofFace = faces.filter((face) => `${face.weight} ${face.style}` === key);
    // 'A' stands for the brand name and the ASCII every heading has: the `site` file always comes.
    return facesForText(ofFace, `A ${text[key] ?? ''}`)
      .map((face) => face.file)
      .sort((a, b) => siteFirst(a) - siteFirst(b));
  });
}

export const fontPreloadTag = (file: string) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin />`;
