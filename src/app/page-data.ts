// Types only: the landing page reads its page data without the query library (app/landing/).
import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { fitsPattern } from '../../shared/routes/path-pattern.ts';
import type { EmbeddedImages } from '../lib/images.ts';

/** What the prerender embeds in each page for hydration (a JSON data block, allowed by a strict CSP). */
export interface PageData {
  /**
   * The pathname this page was rendered for: markup for another path must never be hydrated. A
   * route's not-found page carries the route's pattern instead (`/itinerary/:id`): it answers any id.
   */
  path: string;
  /** The router's state (absent on the landing page, which hydrates without the router: app/landing/). */
  router?: HydrationState;
  queries: EmbeddedQuery[];
  /** Metadata of the images the page draws (the rest loads when idle: src/lib/images.ts). */
  images: EmbeddedImages;
}

/**
 * The router state a page embeds: its loaders' data, and an action's data or the errors only when
 * there are any. A prerendered page is a GET that rendered, so both are null, and writing them out
 * cost a destination page up to 51 bytes of brotli at the edge of TCP's first window (issue 9:
 * scripts/build/inline-boot.ts). React Router reads an absent field as null.
 */
export function routerHydrationState({ loaderData, actionData, errors }: Required<Pick<HydrationState, 'loaderData' | 'actionData' | 'errors'>>): HydrationState {
  return { loaderData, ...(actionData ? { actionData } : {}), ...(errors ? { errors } : {}) };
}

export type DehydratedQuery = DehydratedState['queries'][number];

/**
 * A query the page was rendered with, as the page embeds it: an answer as its key and data, all
 * that hydrating it needs (page-answers.ts gives it the rest of a fresh answer's state); anything
 * else (a failure the page shows as "not found") as TanStack dehydrated it. TanStack's state of an
 * answer took about 190 bytes of a destination page's brotli, and those pages sit at the edge of
 * TCP's first window (issue 9: scripts/lib/round-trips.ts).
 */
export type EmbeddedQuery = [queryKey: QueryKey, data: unknown] | DehydratedQuery;

export const PAGE_DATA_ID = 'page-data';

/** Serialises page data so that no `</script>` inside content can end the block early. */
export function serializePageData(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/** The `path` of a page that is right at any path (the not-found page). */
export const ANY_PATH = '*';

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether a page rendered for `rendered` is this page at `current` ('/a/b/' and '/a/b' are one page). */
export const samePath = (rendered: string, current: string) =>
  rendered === ANY_PATH ||
  (rendered.includes(':') ? fitsPattern(rendered, current) : withoutTrailingSlash(rendered) === withoutTrailingSlash(current));

export function readPageData(): PageData | null {
  const el = document.getElementById(PAGE_DATA_ID);
  if (!el?.textContent) return null;
  return JSON.parse(el.textContent) as PageData;
}
