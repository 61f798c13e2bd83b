import type { Content } from '../../shared/content/load-content.ts';
import type { RouteDescription } from '../../shared/routes/route-description.ts';
import { SITE_ROUTES } from '../../shared/routes/site-routes.ts';
import { precachePages } from '../../shared/routes/route-lists.ts';

/**
 * The app's code, styles and fonts. Fonts: only the Latin subsets are precached; other scripts
 * download on demand (unicode-range).
 */
export const ASSET_GLOBS = ['assets/**/*.{js,css}', 'assets/*-latin-[0-9w]*.woff2', 'placeholder.svg', 'favicon.svg'];

/**
 * What the worker precaches (design card), relative to dist/: the assets, the shell page the
 * browser renders unknown ids from, and every prerendered page whose route says `precache` (home,
 * the deep-dive guides, the policies, the offline page). Other pages are cached as they are visited.
 */
export function precacheGlobs(content: Content, routes: readonly RouteDescription[] = SITE_ROUTES): string[] {
  return [...ASSET_GLOBS, 'shell.html', ...precachePages(content, routes)];
}
