import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { SearchPage } from '../../features/search/components/search-page.tsx';
import { SEARCH_TEXT } from '../../features/search/search-text.ts';

/** /search?q=…: the site search on a page of its own (the header's "See all results" lands here). */
function SearchRoute() {
  return (
    <PageFrame>
      <Seo title={SEARCH_TEXT.pageTitle} description={SEARCH_TEXT.pageIntro} noindex />
      <SearchPage />
    </PageFrame>
  );
}

export function createRoute() {
  return { Component: SearchRoute };
}
