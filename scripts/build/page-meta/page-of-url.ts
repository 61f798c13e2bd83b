import { matchRoutes } from 'react-router';
import { SITE_ROUTES } from '../../../shared/routes/site-routes.ts';
import type { RouteParams } from '../../../shared/routes/route-description.ts';

/** The route description a prerendered URL belongs to, and its params (`{ slug: 'bali' }`). */
export interface PageOfUrl {
  routeId: string;
  params: RouteParams;
}

/** Matches `url` against the route descriptions the way the router does. */
export function pageOfUrl(url: string): PageOfUrl | undefined {
  const matches = matchRoutes(SITE_ROUTES.map((route) => ({ path: route.pattern, id: route.id })), url);
  const leaf = matches?.at(-1);
  if (!leaf || leaf.route.path === '*') return undefined;
  return { routeId: leaf.route.id, params: leaf.params as RouteParams };
}
