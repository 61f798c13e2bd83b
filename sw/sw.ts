/// <reference lib="webworker" />
/**
 * The service worker (design card): precache the shell, home, guides and policies; a precached page
 * opens from the precache, others go to the network first with a short timeout, then a cached copy,
 * then the offline page (navigation.ts).
 */
import { addRoute, cleanupOutdatedCaches, precache } from 'workbox-precaching';
import { clientsClaim } from 'workbox-core';
import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js';
import { registerNavigationRoute } from './navigation.ts';
import { registerRuntimeCaching } from './runtime-caching.ts';
import { registerEnquirySync } from './enquiry-sync.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The injection point appears once (workbox-build replaces exactly one).
const precacheManifest = self.__WB_MANIFEST;
precache(precacheManifest);
cleanupOutdatedCaches();

// Order matters: the first matching route wins, so navigations are decided before the precache route.
registerNavigationRoute();
addRoute({ directoryIndex: 'index.html', cleanURLs: false });
registerRuntimeCaching(precacheManifest.map((entry) => (typeof entry === 'string' ? entry : entry.url)));
registerEnquirySync(); // Background Sync delivers the enquiry outbox (sw/enquiry-sync.ts)
// A page sends the images and files it loaded before this worker controlled it ({ type: 'CACHE_URLS' }),
// so a repeat visit finds them here instead of on the network (issue 9).
getOrCreateDefaultRouter().addCacheListener();

// A reader chooses when the new version takes over (the page's "Refresh" button sends this).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
