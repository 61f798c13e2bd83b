import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource/cormorant-garamond/500-italic.css';
import '@fontsource-variable/inter';
import './styles/global.css.ts';
import { createRoutes } from './app/route-table.tsx';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { pageOutbox } from './features/enquiry/outbox/page-outbox.ts';
import { registerServiceWorker, watchConnectivity } from './features/pwa/register-service-worker.ts';
import { readPageData } from './app/page-data.ts';

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

async function start() {
  pageOutbox().start(); // sends what the outbox holds now, and whenever the connection returns
  const pageData = readPageData();
  const queryClient = createQueryClient();
  if (pageData?.queries) hydrate(queryClient, pageData.queries);

  const routes = createRoutes(queryClient);
  await loadMatchedRoutes(routes);
  const router = createBrowserRouter(routes, pageData?.router ? { hydrationData: pageData.router } : {});

  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} persist>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // Prerendered pages hydrate; the shell page (routes not prerendered) renders from scratch.
  if (pageData && container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);

  watchConnectivity();
  registerServiceWorker();
}

void start();
