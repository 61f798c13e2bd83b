import type { RouteDescription } from './route-description.ts';
import { SITE_ROUTES } from './site-routes.ts';
import { routeOfPath } from './route-lists.ts';
import { fillPattern } from './path-pattern.ts';

/** The value every param takes in a probe URL: it matches its route and names no content. */
export const NOT_FOUND_PARAM = '__not-found__';

/** A prerendered not-found page: the probe URL the prerender renders, and its file in dist/. */
export interface NotFoundPage {
  /** The route whose not-found state the page shows (the catch-all's id for 404.html). */
  routeId: string;
  path: string;
  file: string;
}

const paramsOf = (pattern: string) =>
  Object.fromEntries(pattern.split('/').filter((part) => part.startsWith(':')).map((part) => [part.slice(1), NOT_FOUND_PARAM]));

const isCatchAll = (route: RouteDescription) => route.pattern === '*';

/**
 * Every not-found page the build renders: dist/404.html (a URL only the catch-all matches) and, for
 * each route with `notFoundPage`, dist/404/<id>.html from a probe URL that names no content. The
 * route's loader puts 'not found' in the router's hydration data, which is keyed by route, not by URL,
 * so that one page hydrates to the same state for any unknown id.
 */
export function notFoundPages(routes: readonly RouteDescription[] = SITE_ROUTES): NotFoundPage[] {
  const catchAll = routes.find(isCatchAll);
  return [
    ...(catchAll ? [{ routeId: catchAll.id, path: `/${NOT_FOUND_PARAM}`, file: '404.html' }] : []),
    ...routes
      .filter((route) => route.notFoundPage)
      .map((route) => ({ routeId: route.id, path: fillPattern(route.pattern, paramsOf(route.pattern)), file: `404/${route.id}.html` })),
  ];
}

/**
 * What the server answers (with status 404) for a path that has no prerendered page: the route's own
 * not-found page for an unknown id, the shell page for any other route of the app (the browser
 * renders it), and 404.html for a path no route matches.
 */
export function fallbackPageFor(path: string, routes: readonly RouteDescription[] = SITE_ROUTES): string {
  const route = routeOfPath(path, routes);
  if (!route || isCatchAll(route)) return '404.html';
  return route.notFoundPage ? `404/${route.id}.html` : 'shell.html';
}
