import type { QueryClient } from '@tanstack/react-query';
import { home, site } from '../../lib/content.ts';
import { Seo } from '../../components/seo/seo.tsx';
import { LandingHero } from '../home-page/landing-hero.tsx';
import { HomePage } from '../home-page/home-page.tsx';
import { preloadHomeSections } from '../home-page/home-sections.tsx';

/** spec §2 route `/`: the landing hero (with its own header and the page's h1), then the long home page. */
function LandingPage() {
  return (
    <>
      <Seo title={site.brandName} description={`${site.heroSubtext} ${home.services.description}`} />
      <LandingHero />
      <HomePage withHeader={false} />
    </>
  );
}

export function createRoute(_queryClient: QueryClient) {
  // The prerender and client-side navigations render every section at once; a hydrating page loads each when seen.
  return { Component: LandingPage, loader: preloadHomeSections };
}
