import type { QueryClient } from '@tanstack/react-query';
import { LandingPage } from '../home-page/landing-page.tsx';
import { preloadHomeSections } from '../home-page/home-sections.tsx';

/** `/` reached inside the routed site (back from another page); opened first, it hydrates on its own (app/landing/). */
export function createRoute(_queryClient: QueryClient) {
  // Client-side navigations render every section at once; a hydrating page loads each when seen.
  return { Component: LandingPage, loader: preloadHomeSections };
}
