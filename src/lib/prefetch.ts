import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * Route loaders start fetching as the route is entered. The prerender waits for the data so the
 * HTML carries it; in the browser the page renders at once and shows the spec's loading text.
 */
export async function prefetch(queryClient: QueryClient, options: FetchQueryOptions<any, any, any, any>): Promise<null> {
  const pending = queryClient.prefetchQuery(options);
  if (import.meta.env.SSR) await pending;
  return null;
}

/**
 * What a data route's loader hands its page: whether the server said "no such thing". It is decided
 * in the prerender and travels in the router's hydration data, which React Router keys by route, not
 * by URL; so the one not-found page prerendered for a route hydrates to "not found" for any unknown id,
 * with no loading text in between.
 */
export interface RouteStatus {
  notFound: boolean;
}

export const isNotFoundError = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** `prefetch`, reporting a 404 answer as `notFound` (in the browser it returns at once: the query decides). */
export async function prefetchStatus(queryClient: QueryClient, options: FetchQueryOptions<any, any, any, any>): Promise<RouteStatus> {
  await prefetch(queryClient, options);
  if (!import.meta.env.SSR) return { notFound: false };
  return { notFound: isNotFoundError(queryClient.getQueryState(options.queryKey)?.error) };
}
