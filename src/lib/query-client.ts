import { QueryClient } from '@tanstack/react-query';

const MINUTE = 60_000;
/** Cached destination pages, itineraries and blogs stay usable offline for a week. */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * MINUTE;

/** One QueryClient per browser tab, and one per prerendered page on the server. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        // On the server nothing is collected (and no timer keeps the prerender process alive).
        gcTime: typeof window === 'undefined' ? Infinity : QUERY_CACHE_MAX_AGE_MS,
        retry: 1,
        // Serve what the cache has (or the service worker answers) even when the browser claims to be offline.
        networkMode: 'offlineFirst',
        refetchOnWindowFocus: false,
      },
    },
  });
}
