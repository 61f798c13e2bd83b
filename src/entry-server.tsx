import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { createRoutes, type RouteHandle } from './app/route-table.tsx';
import { Providers } from './app/providers.tsx';
import { ANY_PATH, routerHydrationState, serializePageData, type PageData } from './app/page-data.ts';
import { embedQueries } from './app/page-answers.ts';
import { createQueryClient } from './lib/query-client.ts';
import { setApiFetch } from './lib/api-client.ts';
import { setPurifierWindow } from './lib/sanitize.ts';
import { paths } from '../shared/config/paths.ts';
import { SeoCollectorContext, fullTitle, type SeoData } from './components/seo/seo.tsx';
import { addImageMetadata, collectImageMetadata } from './lib/images.ts';
import { LandingApp } from './app/landing/landing-app.tsx';
import { prerenderedLandingNavigation } from './app/landing/landing-navigation.tsx';
import { preloadHomeSections } from './app/home-page/home-sections.tsx';
import { preloadSiteFooter } from './components/layout/site-footer.tsx';
import siteImages from 'virtual:content/images';

addImageMetadata(siteImages, true);

export { setApiFetch, setPurifierWindow, fullTitle };

/** One prerendered page: its markup, head data, status, and the route files whose chunks it needs. */
export interface RenderedPage {
  html: string;
  dataScript: string;
  status: number;
  seo: SeoData | undefined;
  routeFiles: string[];
}

/** The modules the browser loads to hydrate a page, beyond the entry's (src/main.tsx). */
const SITE_START = 'src/app/start-site.tsx';
const LANDING_START = 'src/app/landing/start-landing.tsx';

/** Renders `path` as the browser will hydrate it (same routes, providers and data). */
export async function render(path: string): Promise<RenderedPage> {
  if (new URL(path, 'http://prerender.local').pathname === paths.landing.href()) return renderLanding();
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path}: the router answered with a redirect, which the prerender cannot store`);

  const router = createStaticRouter(handler.dataRoutes, context);
  const collector: { seo?: SeoData } = {};
  const { result: html, images } = collectImageMetadata(() => renderToString(
    <SeoCollectorContext.Provider value={collector}>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </SeoCollectorContext.Provider>,
  ));

  const catchAll = context.matches.some((m) => m.route.id === paths.notFound.id);
  // A route's own not-found state (its loader heard a 404): the server answers every unknown id of
  // the route with this page, so it is right for any path the route's pattern matches.
  const routeNotFound = !catchAll && collector.seo?.notFound === true;
  const data: PageData = {
    // The catch-all not-found page is served for any unknown path, and is right for all of them.
    path: catchAll ? ANY_PATH : routeNotFound ? (context.matches.at(-1)?.route.path ?? ANY_PATH) : new URL(path, 'http://prerender.local').pathname,
    router: routerHydrationState(context),
    // Failed queries travel too, so the browser hydrates the same "not found" the HTML shows.
    queries: embedQueries(dehydrate(queryClient, { shouldDehydrateQuery: () => true })),
    images,
  };
  const routeFiles = context.matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.file)
    .filter((file): file is string => Boolean(file));
  return {
    html,
    dataScript: serializePageData(data),
    status: catchAll || routeNotFound ? 404 : context.statusCode,
    seo: collector.seo,
    routeFiles: [SITE_START, ...routeFiles],
  };
}

/** The landing page, as start-landing.tsx hydrates it: without the router or the query cache. */
async function renderLanding(): Promise<RenderedPage> {
  // Every section and the footer rendered, as a client-side navigation would.
  await Promise.all([preloadHomeSections(), preloadSiteFooter()]);
  const collector: { seo?: SeoData } = {};
  const { result: html, images } = collectImageMetadata(() => renderToString(
    <SeoCollectorContext.Provider value={collector}>
      <LandingApp navigation={prerenderedLandingNavigation} />
    </SeoCollectorContext.Provider>,
  ));
  const data: PageData = { path: paths.landing.href(), queries: [], images };
  return { html, dataScript: serializePageData(data), status: 200, seo: collector.seo, routeFiles: [LANDING_START] };
}
