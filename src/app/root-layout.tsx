import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFrame } from './site-frame.tsx';
import { RouterNavigation } from './router-navigation.tsx';

/** The router's root: every routed screen inside the site's frame, with scroll restoration. */
export function RootLayout() {
  return (
    <RouterNavigation>
      <SiteFrame>
        <Outlet />
      </SiteFrame>
      <ScrollRestoration />
    </RouterNavigation>
  );
}
