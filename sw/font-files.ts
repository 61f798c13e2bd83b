/** `/assets/<family>-<subset>-<style>-<hash>.woff2`, as Vite names @fontsource files. */
const FONT_FILE = /^\/assets\/(.+)-(latin-ext|cyrillic-ext|cyrillic|greek-ext|greek|vietnamese)-(.+)-[\w-]{8}\.woff2$/;

/**
 * The precached Latin file of the same family and style as the font file `pathname`, or null.
 * Only Latin subsets are precached; a page that uses one other character (₹ is in latin-ext) asks
 * for another subset, which offline would fail with a console error.
 */
export function latinSiblingOf(pathname: string, precached: readonly string[]): string | null {
  const match = FONT_FILE.exec(pathname);
  if (!match) return null;
  const [, family, , style] = match;
  // family and style are word characters and hyphens: nothing to escape
  const latin = new RegExp(`^/?assets/${family}-latin-${style}-[\\w-]{8}\\.woff2$`);
  return precached.find((url) => latin.test(url)) ?? null;
}
