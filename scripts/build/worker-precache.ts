import type { Content } from '../../shared/content/load-content.ts';
import type { RouteDescription } from '../../shared/routes/route-description.ts';
import { SITE_ROUTES } from '../../shared/routes/site-routes.ts';
import { precachePages } from '../../shared/routes/route-lists.ts';
import { WEB_MANIFEST_FILE } from './pwa-plugins.ts';
import { reachableFiles, type ViteManifest } from './vite-manifest.ts';

/**
 * The site's one stylesheet (cssCodeSplit off: Vite's manifest names it apart from any chunk), its
 * fonts and small images. Fonts: only the Latin subsets are precached; other scripts
 * download on demand (unicode-range).
 */
export const ASSET_GLOBS = ['assets/*.css', 'assets/*-latin-[0-9w]*.woff2', 'placeholder.svg', 'favicon.svg'];

/**
 * What installing the app needs from the worker: the web app manifest. Its icons (113 KiB of PNG) are
 * fetched by the browser itself when it installs the app, so a first visit does not download them
 * (issue 9: precache ≤ 500 KiB over the wire).
 */
const INSTALL_FILES = [WEB_MANIFEST_FILE];

/**
 * The code and styles the precached pages need offline: the entry, the screens of precached routes,
 * of the offline page and of the not-found page, and all they import, including what loads when a
 * section is seen or a dialog opens. Screens of other routes come at runtime with their pages
 * (issue 9: precache ≤ 500 KiB over the wire); a page seen before the worker took over is cached
 * through cacheSeenFiles.
 */
const SCREENS_FOLDER = 'src/app/routes/';

export function offlineChunks(manifest: ViteManifest, routes: readonly RouteDescription[] = SITE_ROUTES): string[] {
  const screens = routes.filter((route) => route.precache || route.pattern === '*').map((route) => `${SCREENS_FOLDER}${route.module}`);
  // The route table imports every screen lazily: only the screens above are followed.
  const wanted = (key: string) => !key.startsWith(SCREENS_FOLDER) || screens.includes(key);
  const { js, css } = reachableFiles(manifest, ['index.html', ...screens], wanted);
  return [...js, ...css];
}

/**
 * What the worker precaches (design card), relative to dist/: the assets, the install files, the
 * shell page the browser renders unknown ids from, and every prerendered page whose route says
 * `precache` (home, the deep-dive guides, the policies, the offline page). Other pages are cached
 * as they are visited.
 */
export function precacheGlobs(content: Content, routes: readonly RouteDescription[] = SITE_ROUTES, chunks: string[] = []): string[] {
  return [...ASSET_GLOBS, ...chunks, ...INSTALL_FILES, 'shell.html', ...precachePages(content, routes)];
}
