import { JSDOM } from 'jsdom';
import { facesForText, parseFontFaces } from '../bench/fonts.ts';
import { LATER_SECTIONS } from '../../src/styles/rendered-when-near.ts';

/**
 * Cormorant Garamond's faces a page's first layout draws with, by route id, as `weight style`: every
 * heading and the header's brand name are set in 600 (global.css.ts, site-header.css.ts), and a blog
 * post's excerpt in the italic (standalone-page.css.ts). A destination page's overview, near the top
 * of its <main> and so laid out at once, keeps to the 600 (destination-overview.css.ts: its headline's
 * accent upright, its cards' numbers in the phone's sans): in the italic, it put a second file beside
 * the hero on the first screen (issue 9). A face the first layout needs but the page does not
 * preload is found only then, and Chromium asks for it at the highest priority, as if it blocked
 * rendering: Lighthouse gave Bali a first paint of 1.37 s with its overview's faces found late, 0.92 s
 * with them preloaded. ₹ is left to be found (1 KiB, and only in a few headings).
 */
const FIRST_LAYOUT_FACES: Record<string, string[]> = {
  blog: ['600 normal', '500 italic'],
  'home-blog': ['600 normal', '500 italic'],
};
const DEFAULT_FACES = ['600 normal'];

/**
 * Routes whose first layout sets figures in the heading face outside a heading: the about page's and
 * the testimonials page's ratings and counts, the enquiry page's steps. Which faces and files a page's
 * first frame asks for was read from Chromium for every prerendered page (fonts requested before the
 * first contentful paint); the e2e test `fonts.spec.ts` keeps it so.
 */
const FIRST_LAYOUT_FIGURES = new Set(['about-us', 'testimonials', 'enquire']);

/** The site's own text files (scripts/build/fonts/site-fonts.ts), not the ₹ ones nor @fontsource's. */
const TEXT_FILE = /-(site|figures|extra)-/;

/**
 * The text a page's first frame sets in each face: its headings in 600, their accents (em, i) in the
 * italic. Not those of the sections the browser lays out only when they come near the screen
 * (LATER_SECTIONS), but for the first of them: Chromium renders one within half a screen of the
 * viewport in the first frame, and the section after a page's opening block usually is.
 */
function textByFace(pageHtml: string): Record<string, string> {
  const page = JSDOM.fragment(pageHtml);
  const farSections = [...page.querySelectorAll(LATER_SECTIONS)].slice(1);
  const text = (selector: string) =>
    [...page.querySelectorAll(selector)]
      .filter((el) => !farSections.some((section) => section.contains(el)))
      .map((el) => el.textContent ?? '')
      .join(' ');
  return { '600 normal': text('h1, h2, h3, h4'), '500 italic': text(['h1', 'h2', 'h3', 'h4'].flatMap((h) => [`${h} em`, `${h} i`]).join(', ')) };
}

/**
 * Fonts a page preloads (issue 9: fonts needed above the fold preloaded): for each face of the route's
 * first layout, its `site` file (letters and the punctuation of titles: the brand name and nearly
 * every heading), its `figures` file when that layout's text in the face holds a digit, and its
 * `extra` file when it holds an accented letter or a sign (src/styles/fonts.css). Preloading lets
 * them arrive with the stylesheet instead of after it; the heading face is `optional`, so the LCP
 * heading never swaps fonts.
 */
export function fontPreloads(css: string, routeId: string | undefined, pageHtml: string): string[] {
  const text = textByFace(pageHtml);
  const faces = parseFontFaces(css).filter((face) => TEXT_FILE.test(face.file));
  const siteFirst = (file: string) => (/-site-/.test(file) ? 0 : /-figures-/.test(file) ? 1 : 2);
  return ((routeId && FIRST_LAYOUT_FACES[routeId]) || DEFAULT_FACES).flatMap((key) => {
    const ofFace = faces.filter((face) => `${face.weight} ${face.style}` === key);
    // 'A' stands for the brand name and the ASCII every heading has: the `site` file always comes.
    const figures = key === '600 normal' && routeId && FIRST_LAYOUT_FIGURES.has(routeId) ? ' 0' : '';
    return facesForText(ofFace, `A ${text[key] ?? ''}${figures}`)
      .map((face) => face.file)
      .sort((a, b) => siteFirst(a) - siteFirst(b));
  });
}

export const fontPreloadTag = (file: string) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin />`;
