import { site } from '../../lib/content.ts';
import { Seo } from '../../components/seo/seo.tsx';
import { HomePage } from '../home-page/home-page.tsx';
import { preloadHomeSections } from '../home-page/home-sections.tsx';

/** /home: the long home page without the landing hero; search engines are pointed at '/'. */
function HomeRoute() {
  return (
    <>
      <Seo
        // Not the landing's title: every page's title is unique, even one whose canonical is '/'.
        title="Home"
        description={`${site.heroSubtext} Tailor-made luxury journeys planned by a women-led team, with ${site.supportHours} support.`}
        canonicalPath="/"
      />
      <HomePage />
    </>
  );
}

export function createRoute() {
  return { Component: HomeRoute, loader: preloadHomeSections };
}
