/** Names of the worker's runtime caches; bump a suffix to drop an old cache's contents. */
export const CACHE_NAMES = {
  pages: 'pages-v1',
  api: 'api-v1',
  images: 'images-v1',
  assets: 'assets-v1',
} as const;

/** How long a navigation waits for the network before a saved copy is shown. */
export const NAVIGATION_TIMEOUT_SECONDS = 3;


/** The offline route's prerendered page, from the route descriptions (set by the worker's build). */
export const OFFLINE_PAGE = __OFFLINE_PAGE__;

/**
 * The agency's inbox (/admin, /api/admin/…) holds travellers' personal data behind a password: the
 * worker never answers for it or stores any of it (pages, the CSV, its stylesheet), whatever the cache.
 */
export const isAgencyOnly = (url: URL): boolean => /^\/(api\/)?admin(\/|$)/.test(url.pathname);

/** The empty page the app renders any route into (scripts/build/prerender.ts writes it). */
export const SHELL_PAGE = '/shell.html';

/** spec §8: what an image that cannot be shown falls back to. */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
