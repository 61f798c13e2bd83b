import { paths } from './paths.ts';

/** The value every parameter takes in a probe URL: it matches its route and names no content. */
export const NOT_FOUND_PARAM = '__not-found__';

/** Rendered into dist/404.html: matches only the catch-all not-found route. */
export const NOT_FOUND_PROBE = { path: `/${NOT_FOUND_PARAM}`, file: '404.html' } as const;

/**
 * Routes with a parameter. For each, the prerender renders a probe URL into its own not-found page
 * (header, footer, the spec's texts for that route), and the server answers every value it has no
 * prerendered page for with that page and status 404. The page hydrates to the same state because
 * the decision travels in the route's loader data, which does not depend on the URL.
 */
export const PARAM_ROUTE_NOT_FOUND_PAGES = (['destination', 'deepDive', 'itineraries', 'itinerary', 'blog', 'homeBlog'] as const).map((name) => ({
  pattern: paths[name].pattern,
  path: paths[name].href(NOT_FOUND_PARAM),
  file: `404/${name}.html`,
}));

// The platform's URLPattern reads the route table's ':param' patterns as React Router does, without
// loading React into the build and server processes.
const matchers = PARAM_ROUTE_NOT_FOUND_PAGES.map((page) => ({ file: page.file, pattern: new URLPattern({ pathname: page.pattern }) }));

/** The not-found page (relative to dist/) that answers `pathname`. */
export function notFoundPageFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return matchers.find(({ pattern }) => pattern.test({ pathname: path }))?.file ?? NOT_FOUND_PROBE.file;
}
