import { hashKey, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import type { DehydratedQuery, EmbeddedQuery } from './page-data.ts';

/** The queries of a render as the page embeds them (the prerender's side of answersAsOfNow). */
export function embedQueries(state: DehydratedState): EmbeddedQuery[] {
  return state.queries.map((query) => (query.state.status === 'success' ? [query.queryKey, query.state.data] : query));
}

/**
 * The page's answers as if fetched now. They are this build's answers, as the API's are (content is
 * fixed between builds, and the worker never hands the app a page of an older build:
 * sw/current-build.ts), so hydrating should not ask the API again. Left with the prerender's time,
 * every page more than five minutes older than its build fetched, parsed and re-rendered its data
 * during hydration: on an itinerary list, three long tasks of 140–230 ms at 4× CPU (issue 9).
 */
export function answersAsOfNow(queries: readonly EmbeddedQuery[], now = Date.now()): DehydratedState {
  return { mutations: [], queries: queries.map((query) => (Array.isArray(query) ? answeredNow(query[0], query[1], now) : query)) };
}

/** An answer's state as TanStack keeps one fetched once, just now, without error. */
function answeredNow(queryKey: QueryKey, data: unknown, now: number): DehydratedQuery {
  return {
    queryKey,
    queryHash: hashKey(queryKey),
    dehydratedAt: now,
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt: now,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  };
}
