/** Same-origin files worth keeping for a repeat visit: images, fonts and the app's code. */
const CACHEABLE = /^\/(images|assets)\//;

/**
 * Asks the worker to cache what this page loaded before the worker took over (the first visit's hero,
 * cards and fonts); Workbox's cache listener routes each URL through the matching runtime cache.
 */
export async function cacheSeenFiles(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && CACHEABLE.test(url.pathname))
    .map((url) => url.href);
  registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
