import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { ReactElement } from 'react';
import { Providers } from '../../src/app/providers.tsx';
import { createQueryClient } from '../../src/lib/query-client.ts';
import { RouterNavigation } from '../../src/app/router-navigation.tsx';

/**
 * Renders `element` at `path` inside the app's providers and a memory router, so links, hooks and
 * queries behave as in the browser. Extra routes let a test land on a link's target.
 */
export function renderWithProviders(element: ReactElement, { path = '/', routes = [] as RouteObject[] } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path, element: <RouterNavigation>{element}</RouterNavigation> }, ...routes, { path: '*', element: <p>other page</p> }], {
    initialEntries: [path],
  });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}
