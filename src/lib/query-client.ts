import { QueryClient } from '@tanstack/react-query';
import { ApiError, OfflineError } from './api-client.ts';

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
        // One more try for a network failure or a server error; a 404 or a missing offline copy is an answer.
        retry: (failures, error) => failures < 1 && !(error instanceof OfflineError) && !(error instanceof ApiError && error.status < 500),
        // apiGet decides what offline means (a copy on the device, or OfflineError without a request),
        // so queries always run instead of pausing until the network returns.
        networkMode: 'always',
        refetchOnWindowFocus: false,
        // Back online, whatever was shown from the device refreshes quietly (issue 7).
        refetchOnReconnect: 'always',
      },
    },
  });
}
