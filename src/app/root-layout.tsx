import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFrame } from './site-frame.tsx';
import { RouterNavigation } from './router-navigation.tsx';
import { FocusNewPage } from './focus-new-page.tsx';
import { InstantRouterScroll } from './instant-router-scroll.tsx';
import { ReportRouterLoading } from './page-loading/report-router-loading.tsx';

/** The router's root: every routed screen inside the site's frame, with scroll restoration and focus on each new page. */
export function RootLayout() {
  return (
    <RouterNavigation>
      <SiteFrame>
        <Outlet />
      </SiteFrame>
      <InstantRouterScroll />
      <ScrollRestoration />
      <FocusNewPage />
      <ReportRouterLoading />
    </RouterNavigation>
  );
}
