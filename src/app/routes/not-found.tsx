import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { Seo } from '../../components/seo/seo.tsx';
import { StatusPage } from '../../components/status-page/status-page.tsx';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { SiteFooter } from '../../components/layout/site-footer.tsx';
import { button } from '../../styles/button.css.ts';

/** Any path outside the route table (served with status 404 by the prerender and the server). */
function NotFoundRoute() {
  return (
    <>
      <Seo title="Page not found" description="This page has wandered off the map." noindex />
      <SiteHeader variant="page" />
      <StatusPage
        title="This page has wandered off the map"
        message="The page you were looking for doesn't exist or has moved. Let us take you somewhere beautiful instead."
      >
        <Link to={paths.landing.href()} className={button({ tone: 'dark' })}>
          Back to home
        </Link>
        <Link to={paths.destinations.href()} className={button({ tone: 'light' })}>
          Browse destinations
        </Link>
      </StatusPage>
      <SiteFooter />
    </>
  );
}

export function createRoute() {
  return { Component: NotFoundRoute };
}
