/** `/assets/<family>-<subset>-<style>-<hash>.woff2`, as Vite names @fontsource files. */
const FONT_FILE = /^\/assets\/(.+)-(latin-ext|latin|cyrillic-ext|cyrillic|greek-ext|greek|vietnamese)-(.+)-[\w-]{8}\.woff2$/;

/**
 * The precached site file (scripts/build/fonts/site-fonts.ts) of the same family and style as the
 * @fontsource file `pathname`, or null. Only the site's own files are precached; a page with a
 * character outside them asks for a full face, which offline would fail with a console error.
 */
export function siteSiblingOf(pathname: string, precached: readonly string[]): string | null {
  const match = FONT_FILE.exec(pathname);
  if (!match) return null;
  const [, family, , style] = match;
  // family and style are word characters and hyphens: nothing to escape
  const site = new RegExp(`^/?assets/${family}-site-${style}-[\\w-]{8}\\.woff2$`);
  return precached.find((url) => site.test(url)) ?? null;
}
