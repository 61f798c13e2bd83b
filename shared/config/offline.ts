/**
 * Facts the service worker and the page share about copies kept on the device (issue 7).
 * The worker writes and reads these caches; the page reads them while offline, so it never sends
 * a request that can only fail (every failed request is a console error in Chromium).
 */

/** Header the worker adds to an answer it took from a copy on the device instead of the network. */
export const OFFLINE_COPY_HEADER = 'x-offline-copy';

/** Cache Storage name prefix of saved trips: one cache per saved item, never expired by the worker. */
export const SAVED_CACHE_PREFIX = 'saved-trip:';

/** The Cache Storage name holding one saved item (`destination:dubai`, `itinerary:<id>`, `guide:bali`). */
export const savedCacheName = (savedId: string) => `${SAVED_CACHE_PREFIX}${savedId}`;
