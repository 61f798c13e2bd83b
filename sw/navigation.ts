/// <reference lib="webworker" />
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { htmlFileOf } from '../shared/routes/html-file.ts';
import { CACHE_NAMES, NAVIGATION_TIMEOUT_SECONDS, OFFLINE_PAGE } from './cache-names.ts';

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 })],
});

/** STACK.md: Workbox's cleanURLs maps /a to /a.html; prerendered pages live at /a/index.html. */
function precachedPageUrl(url: URL): string {
  return `/${htmlFileOf(url.pathname)}`;
}

/**
 * A page the worker precaches comes straight from the precache (issue 9: a precached page paints
 * from the worker in under 0.5 s); the precache is replaced with each deploy, whose new worker the
 * update prompt offers. Any other page: network first (short timeout) → a page cached on an earlier
 * visit → the offline page.
 */
export function registerNavigationRoute(): void {
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
    async (options) => {
      const precached = await matchPrecache(precachedPageUrl(options.url));
      if (precached) return precached;
      try {
        const response = await pages.handle(options);
        if (response) return response;
      } catch {
        // no network and nothing in the pages cache: try the precache below
      }
      return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    },
  );
}
