/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { CACHE_NAMES, isAgencyOnly } from './cache-names.ts';
import { apiDeviceCopies, imageDeviceCopies } from './offline-plugins.ts';
import { fontFallback } from './font-fallback.ts';

const DAY = 24 * 3600;

/*
 * Matched by path as well as by destination: the URLs a page sends with { type: 'CACHE_URLS' }
 * (cacheSeenFiles) arrive as plain requests whose destination is empty.
 */
const IMAGE_PATH = /^\/images\/|\.(avif|webp|png|jpe?g|svg)$/;
const ASSET_PATH = /^\/assets\/.+\.(js|css|woff2)$/;

/**
 * Runtime caches: API GETs (never POSTs), images cache-first with expiry, other same-origin assets.
 * `precached`: the precache manifest's URLs (offline font fallbacks are chosen among them).
 */
export function registerRuntimeCaching(precached: readonly string[]): void {
  // registerRoute matches GET only, so enquiry POSTs always go to the network.
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/') && !isAgencyOnly(url),
    new NetworkFirst({
      cacheName: CACHE_NAMES.api,
      networkTimeoutSeconds: 5,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 14 * DAY }), apiDeviceCopies],
    }),
  );
  registerRoute(
    ({ request, url, sameOrigin }) => sameOrigin && (request.destination === 'image' || IMAGE_PATH.test(url.pathname)),
    new CacheFirst({
      cacheName: CACHE_NAMES.images,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
        imageDeviceCopies,
      ],
    }),
  );
  registerRoute(
    ({ request, url, sameOrigin }) => sameOrigin && (['script', 'style', 'font'].includes(request.destination) || ASSET_PATH.test(url.pathname)) && !isAgencyOnly(url),
    // Hashed file names never change content: cache first, so a repeat visit sends no revalidation (issue 9).
    new CacheFirst({ cacheName: CACHE_NAMES.assets, plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY }), fontFallback(precached)] }),
  );
}
