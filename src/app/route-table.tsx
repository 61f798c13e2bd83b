import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { RouteDescription } from '../../shared/routes/route-description.ts';
import { SITE_ROUTES } from '../../shared/routes/site-routes.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { preloadSiteFooter } from '../components/layout/site-footer.tsx';

/** What a route module gives the router: its screen and, when it needs data, a loader. */
export interface RouteModule {
  createRoute(queryClient: QueryClient): ScreenRoute;
}

type ScreenRoute = Pick<RouteObject, 'Component' | 'loader' | 'shouldRevalidate'>;

/** `handle.file` lets the prerender find the route's CSS and JS chunks in Vite's manifest. */
export interface RouteHandle {
  file: string;
}

// One lazily loaded chunk per screen module; the route descriptions name the module each route uses.
const routeModules = import.meta.glob<RouteModule>('./routes/*.tsx');

/**
 * Every page's frame hydrates its footer when seen, from code of its own (issue 9). Each route's loader
 * also loads that code, so a client-side navigation (and the prerender) renders the footer with the
 * page instead of a moment after it. On the first load the loaders do not run: the prerendered page
 * brings their data, and the footer's code waits until it is seen.
 */
function withFrameCode(route: ScreenRoute): ScreenRoute {
  const own = typeof route.loader === 'function' ? route.loader : undefined;
  return {
    ...route,
    loader: async (args: LoaderFunctionArgs) => {
      const footer = preloadSiteFooter();
      try {
        return own ? await own(args) : null;
      } finally {
        await footer;
      }
    },
    // A route with no data of its own has nothing to load again when only its search or hash changes.
    shouldRevalidate: route.shouldRevalidate ?? (own ? undefined : () => false),
  };
}

function lazyRoute(route: RouteDescription, queryClient: QueryClient): RouteObject {
  const load = routeModules[`./routes/${route.module}`];
  if (!load) throw new Error(`route "${route.id}": src/app/routes/${route.module} does not exist`);
  const handle: RouteHandle = { file: `src/app/routes/${route.module}` };
  return { id: route.id, path: route.pattern, handle, lazy: async () => withFrameCode((await load()).createRoute(queryClient)) };
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
