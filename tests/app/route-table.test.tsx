// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRoutes } from '../../src/app/route-table.tsx';
import { Providers } from '../../src/app/providers.tsx';
import { createQueryClient } from '../../src/lib/query-client.ts';
import { anchors } from '../../shared/config/paths.ts';

/** Renders the app's route table at `path` and records, at the first commit with an h1, whether the footer came with it. */
async function firstFrameAt(path: string, heading: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const footerWithHeading: boolean[] = [];
  const observer = new MutationObserver(() => {
    if (footerWithHeading.length || !document.querySelector('h1')) return;
    footerWithHeading.push(Boolean(document.getElementById(anchors.footer)?.querySelector('a[href="/privacy-policy"]')));
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  observer.disconnect();
  view.unmount();
  return footerWithHeading;
}

describe('the route table (issue 9: the footer hydrates when seen, from code of its own)', () => {
  it('loads the footer with a page that has no data of its own, so both appear in the same frame', async () => {
    expect(await firstFrameAt('/testimonials', 'Tales by our dreamers')).toEqual([true]);
  });

  it('keeps the loader of a page with data of its own, and the footer still comes with the page', async () => {
    expect(await firstFrameAt('/terms-and-conditions', 'Terms and Conditions')).toEqual([true]);
    expect(await firstFrameAt('/home-blog/no-such-post', 'Blog Post Not Found')).toEqual([true]);
  });
});
