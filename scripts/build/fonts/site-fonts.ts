/**
 * The site's own font files (issue 9: a font subset that includes ₹, self-hosted and preloaded), cut
 * from the @fontsource files. Each face comes in three or four files, split by unicode-range the way
 * Google Fonts splits its subsets, so a page downloads only what its headings draw:
 * - `site`: the characters of nearly every heading (letters, the spaces, the punctuation of a title,
 *   the typographer's quotes and dashes), about 9 KiB; the one every page preloads. The italic's
 *   holds the figures too (all of ASCII, about 12 KiB).
 * - `figures` (the heading face only): the rest of ASCII (the digits, in their lining and tabular
 *   forms, and signs), about 4 KiB, preloaded by a page whose first screen has a number in that face
 *   ("Day 1"). Apart, because Lighthouse's slow 4G took a round trip more for the 12.6 KB file that
 *   held them than for 9.3 KB: LCP −75 ms on `/`, a policy and an itinerary (`npm run
 *   lighthouse:what-if -- <page> "size cormorant-garamond-site-600 9150"`); `/` draws no figure.
 * - `extra`: the rest of @fontsource's Latin file (accented letters, signs), about 9 KiB, loaded (or
 *   preloaded) only by a page whose text in that face holds one of them (a café, a Zürich).
 * - `rupee`: ₹, about 1 KiB, taken from the Latin Extended file, which holds it.
 * src/styles/fonts.css declares them after the Latin Extended faces, so they win for their characters
 * (CSS: the face declared last is tried first); a character outside them loads the Latin Extended file.
 */

/** The OpenType features the site's text uses: the browser's defaults, and lining and tabular figures (global.css.ts). */
export const SITE_FEATURES: readonly string[] = ['calt', 'ccmp', 'kern', 'liga', 'locl', 'mark', 'mkmk', 'lnum', 'tnum'];

/** ASCII, the no-break space, en and em dashes, curly quotes, bullet and ellipsis: `site` and `figures` together. */
export const CORE_TEXT_RANGE: string = 'U+0020-007E,U+00A0,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026';

/**
 * Letters, space and no-break space, `! & ' , - . : ?`, en and em dashes, curly quotes and the
 * ellipsis: every heading of the content but those with a number held only these (and accents).
 */
export const SITE_TEXT_RANGE: string = 'U+0020-0021,U+0026-0027,U+002C-002E,U+003A,U+003F,U+0041-005A,U+0061-007A,U+00A0,U+2013-2014,U+2018-2019,U+201C-201D,U+2026';

/** The rest of CORE_TEXT_RANGE: the digits, `" # $ % ( ) * + / ; < = > @ [ \ ] ^ _ \` { | } ~` and the bullet. */
export const FIGURES_RANGE: string = 'U+0022-0025,U+0028-002B,U+002F-0039,U+003B-003E,U+0040,U+005B-0060,U+007B-007E,U+2022';

/**
 * The rest of @fontsource's Latin range (Latin-1, general punctuation, a few signs; not ₹). Narrower
 * cuts of the whole saved a few KiB but let a character of the site's words fall through to the full
 * Latin Extended file (a browser loads the next face when a glyph is missing).
 */
export const EXTRA_TEXT_RANGE: string =
  'U+0000-001F,U+007F-009F,U+00A1-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2015-2017,U+201A-201B,U+201E-2021,U+2023-2025,U+2027-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export const RUPEE_RANGE: string = 'U+20B9';

export interface SiteFont {
  /** The file fonts.css names (under the `@site-fonts/` alias). */
  file: string;
  /** The @fontsource file it is cut from. */
  source: string;
  /** SITE_TEXT_RANGE, FIGURES_RANGE (or both, CORE_TEXT_RANGE: the italic), EXTRA_TEXT_RANGE or RUPEE_RANGE. */
  range: string;
}

const cormorant = (subset: string, style: string) => `@fontsource/cormorant-garamond/files/cormorant-garamond-${subset}-${style}.woff2`;

/**
 * The display face in one weight and its italic (headings 600, quotes and accents 500 italic); running
 * text is in the phone's own sans (theme.css.ts). A heading asking for 400 or 500 gets the 600 face.
 */
export const SITE_FONTS: SiteFont[] = [
  ...['600-normal', '500-italic'].flatMap((style) => [
    // The italic keeps its figures: it sets a destination overview's card numbers (01–04), on the
    // first screen of a page that loads the italic anyway.
    ...(style === '600-normal'
      ? [
          { file: `cormorant-garamond-site-${style}.woff2`, source: cormorant('latin', style), range: SITE_TEXT_RANGE },
          { file: `cormorant-garamond-figures-${style}.woff2`, source: cormorant('latin', style), range: FIGURES_RANGE },
        ]
      : [{ file: `cormorant-garamond-site-${style}.woff2`, source: cormorant('latin', style), range: CORE_TEXT_RANGE }]),
    { file: `cormorant-garamond-extra-${style}.woff2`, source: cormorant('latin', style), range: EXTRA_TEXT_RANGE },
    { file: `cormorant-garamond-rupee-${style}.woff2`, source: cormorant('latin-ext', style), range: RUPEE_RANGE },
  ]),
];

/** The characters of a unicode-range ('U+0020-007E,U+20B9'). */
export function charactersOf(range: string): string {
  return range
    .split(',')
    .map((token) => token.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16)))
    .flatMap(([from, to = from]) => Array.from({ length: to! - from! + 1 }, (_, i) => String.fromCodePoint(from! + i)))
    .join('');
}
