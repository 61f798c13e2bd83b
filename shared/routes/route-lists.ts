import { matchRoutes } from 'react-router';
import type { Content } from '../content/load-content.ts';
import type { RouteDescription } from './route-description.ts';
import { SITE_ROUTES } from './site-routes.ts';
import { htmlFileOf } from './html-file.ts';
import { fillPattern } from './path-pattern.ts';

const isCatchAll = (route: RouteDescription) => route.pattern === '*';

/** Each page the content gives `route` (one for a route without params), with its params and URL. */
function pagesOf(route: RouteDescription, content: Content) {
  if (isCatchAll(route)) return [];
  return (route.pages?.(content) ?? [{}]).map((params) => ({ params, url: fillPattern(route.pattern, params) }));
}

/** The URL of each page the content gives `route`. */
export function pageUrlsOf(route: RouteDescription, content: Content): string[] {
  return pagesOf(route, content).map((page) => page.url);
}

const unique = (urls: string[]) => [...new Set(urls)];

/** Every URL the build renders to HTML. */
export function prerenderUrls(content: Content, routes: readonly RouteDescription[] = SITE_ROUTES): string[] {
  return unique(routes.filter((route) => route.prerender).flatMap((route) => pageUrlsOf(route, content)));
}

/** The URLs sitemap.xml lists: prerendered, indexable pages that the route's `sitemap` accepts. */
export function sitemapUrls(content: Content, routes: readonly RouteDescription[] = SITE_ROUTES): string[] {
  return unique(
    routes
      .filter((route) => route.prerender && route.indexable && route.sitemap !== false)
      .flatMap((route) =>
        pagesOf(route, content)
          .filter(({ params }) => typeof route.sitemap !== 'function' || route.sitemap(params, content))
          .map((page) => page.url),
      ),
  );
}

/** The prerendered HTML files the service worker precaches, relative to dist/. */
export function precachePages(content: Content, routes: readonly RouteDescription[] = SITE_ROUTES): string[] {
  return unique(routes.filter((route) => route.prerender && route.precache).flatMap((route) => pageUrlsOf(route, content)).map(htmlFileOf));
}

/** The route React Router matches `path` with, as the browser will (the catch-all included). */
export function routeOfPath(path: string, routes: readonly RouteDescription[] = SITE_ROUTES): RouteDescription | undefined {
  const matches = matchRoutes(routes.map((route) => ({ path: route.pattern, id: route.id })), path);
  const leafId = matches?.at(-1)?.route.id;
  return routes.find((route) => route.id === leafId);
}

/**
 * True when `path` matches a route of the app other than the not-found catch-all: the server answers
 * such a path that was not prerendered with its route's not-found page or the shell page
 * (shared/routes/not-found-pages.ts), and anything else with 404.html.
 */
export function isAppRoute(path: string, routes: readonly RouteDescription[] = SITE_ROUTES): boolean {
  const route = routeOfPath(path, routes);
  return route !== undefined && !isCatchAll(route);
}

/** True when a site-relative link (query and hash ignored) names a page the content gives a route. */
export function isContentUrl(href: string, content: Content, routes: readonly RouteDescription[] = SITE_ROUTES): boolean {
  const path = href.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  return routes.some((route) => pageUrlsOf(route, content).includes(path));
}
