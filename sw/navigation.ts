/// <reference lib="webworker" />
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { htmlFileOf } from '../shared/routes/html-file.ts';
import { CACHE_NAMES, NAVIGATION_TIMEOUT_SECONDS, OFFLINE_PAGE, isAgencyOnly } from './cache-names.ts';

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 })],
});

/** STACK.md: Workbox's cleanURLs maps /a to /a.html; prerendered pages live at /a/index.html. */
function precachedPageUrl(url: URL): string {
  return `/${htmlFileOf(url.pathname)}`;
}

/** Network first (short timeout) → a page cached on an earlier visit → the precached copy → the offline page. */
export function registerNavigationRoute(): void {
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/') && !isAgencyOnly(url),
    async (options) => {
      try {
        const response = await pages.handle(options);
        if (response) return response;
      } catch {
        // no network and nothing in the pages cache: try the precache below
      }
      return (await matchPrecache(precachedPageUrl(options.url))) ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    },
  );
}
