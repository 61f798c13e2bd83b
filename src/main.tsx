import '../shared/schemas/zod-config.ts'; // before any schema is built (CSP: no eval)
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate, onlineManager } from '@tanstack/react-query';
import './styles/fonts.css';
import './styles/global.css.ts';
import { createRoutes } from './app/route-table.tsx';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { pageOutbox } from './features/enquiry/outbox/page-outbox.ts';
import { watchConnectivity } from './features/pwa/watch-connectivity.ts';
import { watchInstall } from './features/pwa/watch-install.ts';
import { answersAsOfNow, readPageData, samePath } from './app/page-data.ts';
import { holdEarlyClicks, takeBootClicks } from './app/hold-early-clicks.ts';
import { keepEarlyWords } from './lib/early-words.ts';
import { addImageMetadata, loadAllImageMetadata } from './lib/images.ts';
import { whenIdle } from './lib/when-idle.ts';
import { routerReady } from './app/router-ready.ts';
import { yieldToMain } from './lib/yield-to-main.ts';
import { markHydratingPrerenderedPage } from './components/html-content/prerendered-html.ts';

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

/** Renders its children; its effect runs once the page inside it is hydrated. */
function Hydrated({ onDone, children }: { onDone(): void; children: ReactNode }) {
  useEffect(onDone, [onDone]);
  // A wrapper, not a sibling of the providers: a sibling forks the tree, so every useId in the page
  // differed from the prerender's (hydration keeps the server's ids, later elements got the client's).
  return children;
}

async function start() {
  // Before anything can replace or leave the prerendered page: nothing typed into a form is lost.
  keepEarlyWords();
  // The modules' own evaluation is one task; reading the page, matching and loading its route, making
  // the router, hydrating and starting the outbox each get tasks of their own (issue 9).
  await yieldToMain();
  // STACK.md: TanStack Query starts "online" whatever the browser says; a page opened offline must know.
  onlineManager.setOnline(navigator.onLine);
  const container = document.getElementById('root')!;
  // The worker may answer a navigation with a page saved for another URL (the offline page, or a
  // page of an older build replaced by the shell): such markup is not this page's, so it is not hydrated.
  const embedded = readPageData();
  const pageData = embedded && samePath(embedded.path, window.location.pathname) ? embedded : null;
  if (!pageData) container.replaceChildren();
  const prerendered = Boolean(pageData && container.firstElementChild);
  if (!prerendered) takeBootClicks();
  const earlyClicks = prerendered ? holdEarlyClicks() : { replay() {} };
  const queryClient = createQueryClient();
  if (pageData?.queries) hydrate(queryClient, answersAsOfNow(pageData.queries));
  // The page's own image metadata now; the rest of the site's when idle (or at once on the shell page).
  if (pageData?.images) addImageMetadata(pageData.images);
  if (pageData) whenIdle(() => void loadAllImageMetadata());
  else void loadAllImageMetadata();

  const routes = createRoutes(queryClient);
  await yieldToMain();
  await window.__taleweaveBoot?.codeRequested;
  await yieldToMain(); // not in the boot script's last task
  await loadMatchedRoutes(routes);
  await yieldToMain();
  const router = createBrowserRouter(routes, pageData?.router ? { hydrationData: pageData.router } : {});
  await yieldToMain();

  const app = (
    <StrictMode>
      <Hydrated onDone={earlyClicks.replay}>
        <Providers queryClient={queryClient} persist>
          <RouterProvider router={router} />
        </Providers>
      </Hydrated>
    </StrictMode>
  );
  // Prerendered pages hydrate; the shell page (routes not prerendered) renders from scratch. In a
  // transition, hydration yields to the browser every few milliseconds instead of one long task that
  // a tap on a slow phone would wait behind (issue 9: total blocking time).
  if (prerendered) {
    markHydratingPrerenderedPage();
    startTransition(() => void hydrateRoot(container, app));
  } else {
    await routerReady(router);
    createRoot(container).render(app);
  }

  await yieldToMain();
  pageOutbox().start(); // sends what the outbox holds now, and whenever the connection returns
  // The service worker is registered by the update prompt once the page has hydrated (root-layout.tsx),
  // so Chromium's install prompt cannot come before these listeners.
  watchConnectivity();
  watchInstall();
}

void start();
