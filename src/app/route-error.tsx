import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../shared/config/paths.ts';
import { StatusPage } from '../components/status-page/status-page.tsx';

/** Last-resort screen when a route throws (for example a chunk that failed to download offline). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong on our side.';
  return (
    <StatusPage title="We hit a snag" message={`${detail} Please try again in a moment.`}>
      <Link to={paths.landing.href()}>Go to the home page</Link>
    </StatusPage>
  );
}
