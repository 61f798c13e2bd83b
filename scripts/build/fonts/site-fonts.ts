/**
 * The site's own font files (issue 9: a font subset that includes ₹, self-hosted and preloaded), cut
 * from the @fontsource files: each face keeps the Latin characters without the OpenType extras the site
 * does not use, and ₹ gets a file of its own (about
 * 1 KiB) taken from the Latin Extended file, which holds it. src/styles/fonts.css declares them after the
 * Latin Extended faces, so they win for ₹ (CSS: the face declared last is tried first); a character
 * outside them loads the Latin Extended file it is in.
 */

/**
 * The range of @fontsource's Latin files, which the site files replace: Basic Latin, Latin-1, the
 * general punctuation and a few signs (not ₹). Narrower cuts saved a few KiB but let a character of the
 * site's words fall through to the full file (a browser loads the next face when a glyph is missing).
 */
export const SITE_TEXT_RANGE: string =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
export const RUPEE_RANGE: string = 'U+20B9';

export interface SiteFont {
  /** The file fonts.css names (under the `@site-fonts/` alias). */
  file: string;
  /** The @fontsource file it is cut from. */
  source: string;
  /** SITE_TEXT_RANGE or RUPEE_RANGE. */
  range: string;
}

const cormorant = (subset: string, style: string) => `@fontsource/cormorant-garamond/files/cormorant-garamond-${subset}-${style}.woff2`;

/**
 * The display face in one weight and its italic (headings 600, quotes and accents 500 italic); running
 * text is in the phone's own sans (theme.css.ts). A heading asking for 400 or 500 gets the 600 face.
 */
export const SITE_FONTS: SiteFont[] = [
  ...['600-normal', '500-italic'].flatMap((style) => [
    { file: `cormorant-garamond-site-${style}.woff2`, source: cormorant('latin', style), range: SITE_TEXT_RANGE },
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
