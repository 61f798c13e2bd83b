import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageFrame } from '../components/layout/page-frame.tsx';
import { OnwardLinks } from '../components/not-found/onward-links.tsx';
import { StatusPage } from '../components/status-page/status-page.tsx';
import { RouterNavigation } from './router-navigation.tsx';

/** Last-resort screen when a route throws (for example a chunk that failed to download offline). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong on our side.';
  return (
    <RouterNavigation>
      <PageFrame>
        <StatusPage title="We hit a snag" message={`${detail} Please try again in a moment.`}>
          <OnwardLinks />
        </StatusPage>
      </PageFrame>
    </RouterNavigation>
  );
}
