import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageFrame } from '../components/layout/page-frame.tsx';
import { OnwardLinks } from '../components/not-found/onward-links.tsx';
import { StatusPage } from '../components/status-page/status-page.tsx';
import { DataUnavailable } from '../components/data-state/data-unavailable.tsx';
import { useOnline } from '../hooks/use-online.ts';
import { isFailedDownload } from '../lib/failed-download.ts';
import { RouterNavigation } from './router-navigation.tsx';

const reload = () => window.location.reload();

/**
 * Last-resort screen when a route throws. Most often that is a page's code the connection did not
 * bring (offline before the worker took over, or a signal that dropped): that is said as it is, with
 * what this device has, and the page loads again by itself when the connection returns.
 */
export function RouteError() {
  const error = useRouteError();
  const online = useOnline();
  const connection = !online || isFailedDownload(error);

  // The root layout, which restores scrolling, is not rendered: this page opens at its top, not
  // wherever the page that linked here was scrolled to.
  useEffect(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }), []);

  useEffect(() => {
    if (!connection) return;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [connection]);

  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong on our side.';
  return (
    <RouterNavigation>
      <PageFrame>
        {connection ? (
          <DataUnavailable kind={online ? 'unreachable' : 'offline'} onRetry={reload} />
        ) : (
          <StatusPage title="We hit a snag" message={`${detail} Please try again in a moment.`}>
            <OnwardLinks />
          </StatusPage>
        )}
      </PageFrame>
    </RouterNavigation>
  );
}
