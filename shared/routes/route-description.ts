import type { PathParam } from 'react-router';
import { fillPattern } from './path-pattern.ts';
import type { Content } from '../content/load-content.ts';

/** Values of a pattern's params, e.g. `{ slug: 'bali' }` for `/destinations/:slug`. */
export type RouteParams = Record<string, string>;

/**
 * Everything the site needs to know about one route, said once: the router, the prerender, the
 * sitemap, the service worker's precache, the server's shell-or-404 fallback and the content link
 * checker are all derived from a list of these (shared/routes/site-routes.ts).
 */
export interface RouteDescription {
  /** The router's id for the route (unique). */
  id: string;
  /** React Router path pattern, e.g. `/destinations/:slug`; `*` is the not-found catch-all. */
  pattern: string;
  /** The screen: a module in src/app/routes/ that exports `createRoute`. */
  module: string;
  /**
   * The params of every page the content gives this route (one page per entry). Omitted for a
   * pattern without params, which has exactly one page.
   */
  pages?: (content: Content) => RouteParams[];
  /** Its pages are rendered to HTML by the build (`dist/<url>/index.html`). */
  prerender: boolean;
  /**
   * A route with params whose pages come from the content: any other value gets the route's own
   * prerendered not-found page (dist/404/<id>.html, rendered from a probe URL), which the server
   * answers it with (status 404) and which hydrates to the same state (shared/routes/not-found-pages.ts).
   */
  notFoundPage?: boolean;
  /**
   * Its prerendered HTML is in the service worker's precache and opens from it at once. Every screen's
   * code is precached anyway (scripts/build/worker-precache.ts), so a page whose words are in that code
   * opens offline without a visit from the shell, precached or not.
   */
  precache: boolean;
  /** Its pages are listed in sitemap.xml: all of them, none, or the ones this picks. */
  sitemap: boolean | ((params: RouteParams, content: Content) => boolean);
  /** Search engines may index it (robots.txt may disallow the routes that are not). */
  indexable: boolean;
  /** The words a link to it uses where the site lists routes (the footer's policies, the offline page). */
  linkText?: string;
}

/** A route description with its typed href builder (`paths.destination.href('bali')`). */
export type DescribedRoute<Href> = RouteDescription & { readonly href: Href };

/**
 * Adds an href builder to a description. The builder receives `to`, which fills the pattern's
 * params (type-checked against the pattern, values encoded as React Router's `generatePath` does),
 * so the URL's shape is written once, in `pattern`.
 */
export function describeRoute<const Pattern extends string, Href extends (...args: never[]) => string>(
  description: RouteDescription & { pattern: Pattern },
  href: (to: (params: { [Key in PathParam<Pattern>]: string }) => string) => Href,
): DescribedRoute<Href> {
  return { ...description, href: href((params) => fillPattern(description.pattern, params)) };
}
