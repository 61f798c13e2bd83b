import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../shared/config/paths.ts';
import { POLICY_SLUGS } from '../../shared/config/constants.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** What a route module gives the router: its screen and, when it needs data, a loader. */
export interface RouteModule {
  createRoute(queryClient: QueryClient): Pick<RouteObject, 'Component' | 'loader'>;
}

/** `handle.file` lets the prerender find the route's CSS and JS chunks in Vite's manifest. */
export interface RouteHandle {
  file: string;
}

function lazyRoute(
  id: string,
  path: string,
  file: string,
  load: () => Promise<RouteModule>,
  queryClient: QueryClient,
): RouteObject {
  const handle: RouteHandle = { file: `src/app/routes/${file}` };
  return { id, path, handle, lazy: async () => (await load()).createRoute(queryClient) };
}

/**
 * The one route table (spec §2 plus /destinations, /offline and not-found), shared by the
 * prerender and the browser. Every screen is a lazily loaded module of its own.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const r = (id: string, path: string, file: string, load: () => Promise<RouteModule>) =>
    lazyRoute(id, path, file, load, queryClient);
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: [
        r('landing', paths.landing.pattern, 'landing.tsx', () => import('./routes/landing.tsx')),
        r('home', paths.home.pattern, 'home.tsx', () => import('./routes/home.tsx')),
        r('destinations', paths.destinations.pattern, 'destinations.tsx', () => import('./routes/destinations.tsx')),
        r('destination', paths.destination.pattern, 'destination.tsx', () => import('./routes/destination.tsx')),
        r('deep-dive', paths.deepDive.pattern, 'deep-dive.tsx', () => import('./routes/deep-dive.tsx')),
        r('itineraries', paths.itineraries.pattern, 'itineraries.tsx', () => import('./routes/itineraries.tsx')),
        r('itinerary', paths.itinerary.pattern, 'itinerary.tsx', () => import('./routes/itinerary.tsx')),
        r('enquire', paths.enquire.pattern, 'enquire.tsx', () => import('./routes/enquire.tsx')),
        r('blog', paths.blog.pattern, 'blog.tsx', () => import('./routes/blog.tsx')),
        r('home-blog', paths.homeBlog.pattern, 'home-blog.tsx', () => import('./routes/home-blog.tsx')),
        r('about-us', paths.aboutUs.pattern, 'about-us.tsx', () => import('./routes/about-us.tsx')),
        r('testimonials', paths.testimonials.pattern, 'testimonials.tsx', () => import('./routes/testimonials.tsx')),
        ...POLICY_SLUGS.map((slug) => r(slug, `/${slug}`, 'policy.tsx', () => import('./routes/policy.tsx'))),
        r('offline', paths.offline.pattern, 'offline.tsx', () => import('./routes/offline.tsx')),
        r('search', paths.search.pattern, 'search.tsx', () => import('./routes/search.tsx')),
        r('not-found', '*', 'not-found.tsx', () => import('./routes/not-found.tsx')),
      ],
    },
  ];
}
