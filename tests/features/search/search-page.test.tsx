// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import MiniSearch from 'minisearch';
import { Providers } from '../../../src/app/providers.tsx';
import { createQueryClient } from '../../../src/lib/query-client.ts';
import { loadContent } from '../../../shared/content/load-content.ts';
import { buildSearchIndex } from '../../../shared/search/build-search-index.ts';
import { unpackIndex, type PackedIndex } from '../../../shared/search/packed-index.ts';
import { SEARCH_INDEX_OPTIONS } from '../../../shared/search/search-options.ts';
import { hydrateServerHtml } from '../../support/hydrate.ts';
import { SearchPage } from '../../../src/features/search/components/search-page.tsx';
import { loadSearchIndex } from '../../../src/features/search/api/load-search-index.ts';

const realIndex = MiniSearch.loadJS(unpackIndex(JSON.parse(buildSearchIndex(loadContent())) as PackedIndex), SEARCH_INDEX_OPTIONS);
vi.mock('../../../src/features/search/api/load-search-index.ts', () => ({ loadSearchIndex: vi.fn() }));
beforeEach(() => vi.mocked(loadSearchIndex).mockResolvedValue(realIndex));

function app(url: string) {
  const router = createMemoryRouter([{ path: '/search', element: <SearchPage /> }], { initialEntries: [url] });
  return {
    router,
    element: (
      <Providers queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>
    ),
  };
}

describe('the search page /search?q=…', () => {
  it('hydrates the prerendered page (which cannot know the query) without a mismatch, then searches the URL’s query', async () => {
    const html = renderToString(app('/search').element);
    const { container, errors } = await hydrateServerHtml(html, app('/search?q=songket+textiles').element);
    expect(errors).toEqual([]);
    expect(screen.getByRole('combobox')).toHaveValue('songket textiles');
    expect(await screen.findByRole('option', { name: /Shopping: Crafts, Markets and Boutiques/ })).toBeInTheDocument();
    container.remove();
  });

  it('keeps the query in the URL as the reader types, replacing the entry instead of adding one per letter', async () => {
    const user = userEvent.setup();
    const { router, element } = app('/search');
    render(element);
    const combobox = screen.getByRole('combobox');
    await user.type(combobox, 'wallet credits');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('wallet credits'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('option', { name: /Wallet credits/ })).toBeInTheDocument();
  });
});
