import { NotFound } from '../../components/not-found/not-found.tsx';

/** Any path outside the route table (served with status 404 by the prerender and the server). */
function NotFoundRoute() {
  return (
    <NotFound
      title="This page has wandered off the map"
      message="The page you were looking for doesn't exist or has moved. Let us take you somewhere beautiful instead."
      tabTitle="Page not found"
    />
  );
}

export function createRoute() {
  return { Component: NotFoundRoute };
}
