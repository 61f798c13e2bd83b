import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { RouteDescription } from '../../shared/routes/route-description.ts';
import { SITE_ROUTES } from '../../shared/routes/site-routes.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** What a route module gives the router: its screen and, when it needs data, a loader. */
export interface RouteModule {
  createRoute(queryClient: QueryClient): Pick<RouteObject, 'Component' | 'loader' | 'shouldRevalidate'>;
}

/** `handle.file` lets the prerender find the route's CSS and JS chunks in Vite's manifest. */
export interface RouteHandle {
  file: string;
}

// One lazily loaded chunk per screen module; the route descriptions name the module each route uses.
const routeModules = import.meta.glob<RouteModule>('./routes/*.tsx');

function lazyRoute(route: RouteDescription, queryClient: QueryClient): RouteObject {
  const load = routeModules[`./routes/${route.module}`];
  if (!load) throw new Error(`route "${route.id}": src/app/routes/${route.module} does not exist`);
  const handle: RouteHandle = { file: `src/app/routes/${route.module}` };
  return { id: route.id, path: route.pattern, handle, lazy: async () => (await load()).createRoute(queryClient) };
}

/**
 * The router's route table, made from the route descriptions (shared/routes/site-routes.ts) and
 * shared by the prerender and the browser. Every screen is a lazily loaded module of its own.
 */
export function createRoutes(queryClient: QueryClient, routes: readonly RouteDescription[] = SITE_ROUTES): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: routes.map((route) => lazyRoute(route, queryClient)),
    },
  ];
}
