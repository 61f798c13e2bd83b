/// <reference lib="webworker" />
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { htmlFileOf } from '../shared/routes/html-file.ts';
import { CACHE_NAMES, NAVIGATION_TIMEOUT_SECONDS, OFFLINE_PAGE, SHELL_PAGE, isAgencyOnly } from './cache-names.ts';
import { currentBuildPagesOnly, isCurrentBuild } from './current-build.ts';
import { matchSavedCopy } from './saved-copies.ts';

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 }),
    currentBuildPagesOnly,
  ],
});

/** STACK.md: Workbox's cleanURLs maps /a to /a.html; prerendered pages live at /a/index.html. */
function precachedPageUrl(url: URL): string {
  return `/${htmlFileOf(url.pathname)}`;
}

/** A saved trip's copy of this page (any query string: filters apply in the browser), if it is of this build. */
async function savedPage(url: URL): Promise<Response | undefined> {
  const saved = await matchSavedCopy(`${url.origin}${url.pathname}`, { ignoreSearch: true });
  return saved && (await isCurrentBuild(saved)) ? saved : undefined;
}

/**
 * A page the worker precaches comes straight from the precache (issue 9: a precached page paints
 * from the worker in under 0.5 s); the precache is replaced with each deploy, whose new worker the
 * update prompt offers. Any other page: network first (short timeout) → a page cached on an earlier
 * visit → a saved trip's copy → the shell, which the app renders from scratch at this URL with the
 * data on the device (or says honestly that it is not saved) → the offline page. A page of an older
 * build counts as missing: its scripts are gone.
 */
export function registerNavigationRoute(): void {
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/') && !isAgencyOnly(url),
    async (options) => {
      const precached = await matchPrecache(precachedPageUrl(options.url));
      if (precached) return precached;
      try {
        const response = await pages.handle(options);
        if (response) return response;
      } catch {
        // no network and nothing usable in the pages cache: try the copies below
      }
      return (
        (await savedPage(options.url)) ??
        (await matchPrecache(SHELL_PAGE)) ??
        (await matchPrecache(OFFLINE_PAGE)) ??
        Response.error()
      );
    },
  );
}
