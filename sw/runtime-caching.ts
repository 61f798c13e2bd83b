/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { CACHE_NAMES } from './cache-names.ts';

const DAY = 24 * 3600;

/*
 * Matched by path as well as by destination: the URLs a page sends with { type: 'CACHE_URLS' }
 * (cacheSeenFiles) arrive as plain requests whose destination is empty.
 */
const IMAGE_PATH = /^\/images\/|\.(avif|webp|png|jpe?g|svg)$/;
const ASSET_PATH = /^\/assets\/.+\.(js|css|woff2)$/;

/** Runtime caches: API GETs (never POSTs), images cache-first with expiry, other same-origin assets. */
export function registerRuntimeCaching(): void {
  // registerRoute matches GET only, so enquiry POSTs always go to the network.
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/'),
    new NetworkFirst({
      cacheName: CACHE_NAMES.api,
      networkTimeoutSeconds: 5,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 14 * DAY })],
    }),
  );
  registerRoute(
    ({ request, url, sameOrigin }) => sameOrigin && (request.destination === 'image' || IMAGE_PATH.test(url.pathname)),
    new CacheFirst({
      cacheName: CACHE_NAMES.images,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
    }),
  );
  registerRoute(
    ({ request, url, sameOrigin }) => sameOrigin && (['script', 'style', 'font'].includes(request.destination) || ASSET_PATH.test(url.pathname)),
    // Hashed file names never change content: cache first, so a repeat visit sends no revalidation (issue 9).
    new CacheFirst({ cacheName: CACHE_NAMES.assets, plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY })] }),
  );
}
