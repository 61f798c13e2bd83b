import { StrictMode, startTransition, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { createRoutes } from './route-table.tsx';
import { Providers } from './providers.tsx';
import { Hydrated } from './hydrated.tsx';
import type { PageData } from './page-data.ts';
import { answersAsOfNow } from './page-answers.ts';
import { routerReady } from './router-ready.ts';
import { layRouterGroundwork } from './router-groundwork.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { yieldToMain } from '../lib/yield-to-main.ts';
import { reportRecoverableError } from '../lib/report-recoverable-error.ts';
import { markHydratingPrerenderedPage } from '../components/html-content/prerendered-html.ts';
import { paths } from '../../shared/config/paths.ts';
import { markOpenedAtLink } from './focus-new-page.tsx';
import { noteFocusOn } from './focused-controls.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/** STACK.md: a lazy route must be loaded before hydrateRoot, or it renders twice. */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }),
  );
}

const site = (queryClient: QueryClient, router: Router) => (
  <Providers queryClient={queryClient} persist>
    <RouterProvider router={router} />
  </Providers>
);

export interface SiteStart {
  container: HTMLElement;
  /** The prerendered page's data, when its markup is this page's. */
  pageData: PageData | null;
  /** Whether the container holds that markup to hydrate (else the page is rendered from scratch). */
  prerendered: boolean;
  onHydrated(): void;
}

/** Every page but the landing page: the router and the query cache, hydrating the prerendered page. */
export async function startSite({ container, pageData, prerendered, onHydrated }: SiteStart): Promise<void> {
  const queryClient = createQueryClient();
  if (pageData?.queries) hydrate(queryClient, answersAsOfNow(pageData.queries));
  const routes = createRoutes(queryClient);
  await yieldToMain();
  await loadMatchedRoutes(routes);
  await yieldToMain();
  await layRouterGroundwork();
  const router = createBrowserRouter(routes, pageData?.router ? { hydrationData: pageData.router } : {});
  await yieldToMain();

  const app: ReactNode = (
    <StrictMode>
      <Hydrated onDone={onHydrated}>{site(queryClient, router)}</Hydrated>
    </StrictMode>
  );
  // Prerendered pages hydrate; the shell page (routes not prerendered) renders from scratch. In a
  // transition, hydration yields to the browser every few milliseconds instead of one long task that
  // a tap on a slow phone would wait behind (issue 9: total blocking time).
  if (prerendered) {
    markHydratingPrerenderedPage();
    startTransition(() => void hydrateRoot(container, app, { onRecoverableError: reportRecoverableError }));
  } else {
    await routerReady(router);
    createRoot(container, { onRecoverableError: reportRecoverableError }).render(app);
  }
}

/**
 * The traveller follows a link from the landing page, which hydrated without the router: the routed
 * site takes the page over, opening `to` once its route and data are loaded. Until then the landing
 * page stays as it is; the switch is one synchronous render, with no blank frame between the pages.
 */
export async function openSiteFromLanding(root: Root, to: () => string): Promise<void> {
  const queryClient = createQueryClient();
  // The landing page is on screen already: its loader (every home section's code) need not run.
  const router = createBrowserRouter(createRoutes(queryClient), { hydrationData: { loaderData: { [paths.landing.id]: null } } });
  await routerReady(router);
  // The landing page had no router to note the link followed: going back to it returns there too.
  noteFocusOn(router.state.location.key, document.activeElement);
  await router.navigate(to());
  markOpenedAtLink();
  flushSync(() => root.render(<StrictMode>{site(queryClient, router)}</StrictMode>));
}
