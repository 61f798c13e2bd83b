// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { render, screen, waitFor, within } from '@testing-library/react';
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
import { searchSite } from '../../../src/features/search/search-results.ts';
import { SEARCH_TEXT } from '../../../src/features/search/search-text.ts';

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

describe('a search that finds nothing', () => {
  it('offers searches that do find something, and ways on to the destinations and an enquiry', async () => {
    const user = userEvent.setup();
    const { router, element } = app('/search');
    render(element);
    await user.type(screen.getByRole('combobox'), 'qwzx');
    expect(await screen.findByText('No results for “qwzx”.')).toBeInTheDocument();
    const tries = screen.getByRole('list', { name: 'Searches to try' });
    expect(within(tries).getAllByRole('button').map((b) => b.textContent)).toEqual(['Maldives', 'honeymoon', 'visa', 'Jain food', 'scuba']);
    expect(screen.getByRole('link', { name: 'Browse all destinations' })).toHaveAttribute('href', '/destinations');
    expect(screen.getByRole('link', { name: 'Tell our planners what you have in mind' })).toHaveAttribute('href', '/enquire');

    await user.click(within(tries).getByRole('button', { name: 'Jain food' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Jain food'));
    expect(screen.getByRole('combobox')).toHaveValue('Jain food');
    // A tap leaves the field alone: on a phone its keyboard would rise over the results.
    expect(screen.getByRole('combobox')).not.toHaveFocus();
    expect((await screen.findAllByRole('option')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('list', { name: 'Searches to try' })).not.toBeInTheDocument();
  });

  it('from the keyboard, a search to try takes the reader back to the field', async () => {
    const user = userEvent.setup();
    render(app('/search').element);
    await user.type(screen.getByRole('combobox'), 'qwzx');
    const visa = within(await screen.findByRole('list', { name: 'Searches to try' })).getByRole('button', { name: 'visa' });
    visa.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox')).toHaveValue('visa');
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  it('every search it offers finds something', () => {
    for (const word of SEARCH_TEXT.nothingFound.tries) expect(searchSite(realIndex, word).length, word).toBeGreaterThan(0);
  });

  it('says nothing of the kind while the query is too short to search', async () => {
    const user = userEvent.setup();
    render(app('/search').element);
    await user.type(screen.getByRole('combobox'), 'q');
    expect(await screen.findByText('Type at least 2 letters to search.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Searches to try' })).not.toBeInTheDocument();
  });
});
