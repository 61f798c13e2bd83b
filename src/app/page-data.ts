import type { DehydratedState } from '@tanstack/react-query';
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
  queries: DehydratedState;
  /** Metadata of the images the page draws (the rest loads when idle: src/lib/images.ts). */
  images: EmbeddedImages;
}

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

/**
 * The page's answers as if fetched now. They are this build's answers, as the API's are (content is
 * fixed between builds, and the worker never hands the app a page of an older build:
 * sw/current-build.ts), so hydrating should not ask the API again. Left with the prerender's time,
 * every page more than five minutes older than its build fetched, parsed and re-rendered its data
 * during hydration: on an itinerary list, three long tasks of 140–230 ms at 4× CPU (issue 9).
 */
export function answersAsOfNow(queries: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) =>
      query.state.status === 'success' ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query,
    ),
  };
}

export function readPageData(): PageData | null {
  const el = document.getElementById(PAGE_DATA_ID);
  if (!el?.textContent) return null;
  return JSON.parse(el.textContent) as PageData;
}
