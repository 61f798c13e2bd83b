import type { Content } from '../../shared/content/load-content.ts';
import type { RouteDescription } from '../../shared/routes/route-description.ts';
import { SITE_ROUTES } from '../../shared/routes/site-routes.ts';
import { precachePages } from '../../shared/routes/route-lists.ts';
import { WEB_MANIFEST_FILE } from './pwa-plugins.ts';
import { reachableFiles, type ViteManifest } from './vite-manifest.ts';

/**
 * The boot script every page runs first (boot-script.ts), the site's one stylesheet (cssCodeSplit off: Vite's manifest names it apart from any chunk), its
 * fonts, small images and the search index (so search works offline from the first visit). Fonts:
 * only the site's own files (scripts/build/fonts/site-fonts.ts: its words and ₹); a full
 * @fontsource face downloads when a character outside them needs it (unicode-range). The favicon is
 * the ICO index.html links (PNGs at 16, 32 and 48 px): Chromium decodes an SVG favicon as a document
 * of its own on the page's main thread, 7–12 ms a page on this machine for the mark and its lettering.
 */
export const ASSET_GLOBS = ['assets/boot-*.js', 'assets/*.css', 'assets/search-index-*.json', 'assets/*-site-*.woff2', 'assets/*-figures-*.woff2', 'assets/*-extra-*.woff2', 'assets/*-rupee-*.woff2', 'placeholder.svg', 'favicon.ico'];

/**
 * What installing the app needs from the worker: the web app manifest. Its icons (113 KiB of PNG) are
 * fetched by the browser itself when it installs the app, so a first visit does not download them
 * (issue 9: precache ≤ 500 KiB over the wire).
 */
const INSTALL_FILES = [WEB_MANIFEST_FILE];

/**
 * The code and styles every screen needs offline: the entry and every route's screen, with all they
 * import, including what loads when a section is seen or a dialog opens. Every screen, not only those
 * of precached pages: offline, a page never visited is rendered by its screen from the shell, which
 * says honestly whether the page is saved on the device (issue 7); without its code it could not.
 */
const SCREENS_FOLDER = 'src/app/routes/';

export function offlineChunks(manifest: ViteManifest, routes: readonly RouteDescription[] = SITE_ROUTES): string[] {
  const screens = routes.map((route) => `${SCREENS_FOLDER}${route.module}`);
  // The route table imports every screen lazily: only the screens above are followed.
  const wanted = (key: string) => !key.startsWith(SCREENS_FOLDER) || screens.includes(key);
  const { js, css } = reachableFiles(manifest, ['index.html', ...screens], wanted);
  return [...js, ...css];
}

/**
 * What the worker precaches (design card), relative to dist/: the assets, the install files, the
 * shell page the browser renders unknown ids from, and every prerendered page whose route says
 * `precache` (home, the deep-dive guides, the policies, the offline and search pages). Other pages are cached
 * as they are visited.
 */
export function precacheGlobs(content: Content, routes: readonly RouteDescription[] = SITE_ROUTES, chunks: string[] = []): string[] {
  return [...ASSET_GLOBS, ...chunks, ...INSTALL_FILES, 'shell.html', ...precachePages(content, routes)];
}
