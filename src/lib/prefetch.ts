import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';

/**
 * Route loaders start fetching as the route is entered. The prerender waits for the data so the
 * HTML carries it; in the browser the page renders at once and shows the spec's loading text.
 */
export async function prefetch(queryClient: QueryClient, options: FetchQueryOptions<any, any, any, any>): Promise<null> {
  const pending = queryClient.prefetchQuery(options);
  if (import.meta.env.SSR) await pending;
  return null;
}
