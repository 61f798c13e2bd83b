import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import subsetFont from 'subset-font';
import { charactersOf, SITE_FEATURES, SITE_FONTS, type SiteFont } from './site-fonts.ts';

const require = createRequire(import.meta.url);

/** Where the cut files are written (git-ignored); fonts.css reaches them as `@site-fonts/<file>`. */
export const SITE_FONTS_DIR = join(import.meta.dirname, '../../../src/generated/fonts');

/** Cuts one file, unless the same source and recipe made the file already there. */
async function cut(font: SiteFont): Promise<void> {
  const source = readFileSync(require.resolve(font.source));
  const recipe = createHash('sha256').update(source).update(JSON.stringify({ font, SITE_FEATURES })).digest('hex');
  const out = join(SITE_FONTS_DIR, font.file);
  const stamp = `${out}.recipe`;
  if (existsSync(out) && existsSync(stamp) && readFileSync(stamp, 'utf8') === recipe) return;
  writeFileSync(out, await subsetFont(source, charactersOf(font.range), { targetFormat: 'woff2', keepFeatures: SITE_FEATURES }));
  writeFileSync(stamp, recipe);
}

/** Makes the site's font files (site-fonts.ts) before any stylesheet asks for them: build, SSR build, dev. */
export function siteFontsPlugin(): Plugin {
  return {
    name: 'site-fonts',
    config: () => ({ resolve: { alias: { '@site-fonts': SITE_FONTS_DIR } } }),
    async buildStart() {
      mkdirSync(SITE_FONTS_DIR, { recursive: true });
      await Promise.all(SITE_FONTS.map(cut));
    },
  };
}
