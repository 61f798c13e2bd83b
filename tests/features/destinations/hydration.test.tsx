// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '../../../src/app/providers.tsx';
import { createQueryClient } from '../../../src/lib/query-client.ts';
import { blogKeys } from '../../../src/features/blogs/api/blog-keys.ts';
import { DestinationScreen } from '../../../src/app/routes/destination.tsx';
import { preloadDestinationSections } from '../../../src/features/destinations/components/destination-view.tsx';
import type { DestinationBlogs } from '../../../shared/schemas/blog.ts';
import dubaiBlogs from '../../../content/blogs/dubai.json';
import { dubaiWithIds } from './dubai-page.ts';

function app() {
  const queryClient = createQueryClient();
  const [latest, ...recent] = dubaiBlogs as DestinationBlogs['recent'];
  queryClient.setQueryData(blogKeys.destination('dubai'), { latest: latest!, recent });
  const router = createMemoryRouter([{ path: '/destinations/:slug', element: <DestinationScreen page={dubaiWithIds} /> }], {
    initialEntries: ['/destinations/dubai'],
  });
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}

describe('Destination page hydration', () => {
  // As the prerender renders the page: after the route's loader has loaded every section's code.
  beforeAll(() => preloadDestinationSections());

  it('the first client render matches the server markup (no recoverable errors)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(app());
    document.body.append(container);
    const serverHtml = container.innerHTML;
    expect(serverHtml).toContain('LIKED DUBAI ?');

    const problems: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, app(), { onRecoverableError: (error) => problems.push(error) });
    });
    consoleError.mockRestore();
    expect(problems).toEqual([]);
    // Unmounted before jsdom goes away, so no render scheduled after hydration outlives the test.
    act(() => root!.unmount());
    container.remove();
  });
});
