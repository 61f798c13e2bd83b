// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MiniSearch from 'minisearch';
import { loadContent } from '../../../shared/content/load-content.ts';
import { buildSearchIndex } from '../../../shared/search/build-search-index.ts';
import { unpackIndex, type PackedIndex } from '../../../shared/search/packed-index.ts';
import { SEARCH_INDEX_OPTIONS } from '../../../shared/search/search-options.ts';
import { SearchEntry } from '../../../src/features/search/components/search-entry.tsx';
import { SEARCH_FIELD_TEXT } from '../../../src/features/search/search-field-text.ts';
import { SEARCH_TEXT } from '../../../src/features/search/search-text.ts';
import { loadSearchIndex } from '../../../src/features/search/api/load-search-index.ts';
import { renderWithProviders } from '../../support/render-route.tsx';
import { installBrowserStubs } from '../../support/viewport.ts';

// The real index of content/, handed over as the browser would get it after fetch, unpacking and loadJS.
const realIndex = MiniSearch.loadJS(unpackIndex(JSON.parse(buildSearchIndex(loadContent())) as PackedIndex), SEARCH_INDEX_OPTIONS);
vi.mock('../../../src/features/search/api/load-search-index.ts', () => ({ loadSearchIndex: vi.fn() }));
const loadIndex = vi.mocked(loadSearchIndex);

beforeEach(() => {
  installBrowserStubs();
  loadIndex.mockReset();
  loadIndex.mockResolvedValue(realIndex);
});

async function openSearch() {
  const user = userEvent.setup();
  const view = renderWithProviders(<SearchEntry />);
  expect(screen.getByRole('searchbox', { name: SEARCH_FIELD_TEXT.label })).toHaveValue('');
  expect(loadIndex).not.toHaveBeenCalled(); // nothing is downloaded before search is opened
  await user.tab(); // keyboard focus: the combobox takes the field's place and its focus
  const combobox = await screen.findByRole('combobox', { name: SEARCH_FIELD_TEXT.label });
  await waitFor(() => expect(combobox).toHaveFocus());
  return { user, combobox, ...view };
}

describe('site search field', () => {
  it('shows results as you type, with the matched words marked and a live count', async () => {
    const { user, combobox } = await openSearch();
    await user.type(combobox, 'mauritius');
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toMatch(/^\d+ results for “mauritius”\.$/));
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox', { name: SEARCH_TEXT.resultsLabel })).getAllByRole('option');
    expect(options).toHaveLength(7); // six results and "See all"
    expect(options[0]).toHaveTextContent(/^DestinationMauritius/);
    expect(options[0]!.querySelector('mark')).toHaveTextContent('Mauritius');
    expect(options[6]).toHaveTextContent(SEARCH_TEXT.seeAll(Number(status.textContent!.split(' ')[0])));
    expect(loadIndex).toHaveBeenCalledTimes(1);
  });

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    const { user, combobox, router } = await openSearch();
    await user.type(combobox, 'songket textiles');
    await screen.findByRole('option', { name: /Shopping: Crafts, Markets and Boutiques/ });
    await user.keyboard('{ArrowDown}');
    const first = screen.getAllByRole('option')[0]!;
    expect(combobox).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    await user.keyboard('{ArrowUp}{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/destinations/bali/deep-dive');
    expect(router.state.location.hash).toBe('#shopping');
  });

  it('quotes the passage of a guide section that matched, with the words marked', async () => {
    const { user, combobox } = await openSearch();
    await user.type(combobox, 'songket textiles');
    const option = await screen.findByRole('option', { name: /Shopping: Crafts, Markets and Boutiques/ });
    await waitFor(() => expect(option).toHaveTextContent(/…[^…]*songket textiles woven with gold thread/));
    expect([...option.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['songket', 'textiles']);
  });

  it('closes the list with Escape, clears the field with a second Escape', async () => {
    const { user, combobox } = await openSearch();
    await user.type(combobox, 'bali');
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveValue('bali');
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(combobox).toHaveValue('');
  });

  it('sends Enter without a chosen result, and "See all", to the search page with the query', async () => {
    const { user, combobox, router } = await openSearch();
    await user.type(combobox, 'desert safari');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('desert safari');
  });

  it('says so when the index cannot be loaded, and tries again on the next letter', async () => {
    loadIndex.mockRejectedValue(new Error('offline'));
    const { user, combobox } = await openSearch();
    await user.type(combobox, 'ba');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SEARCH_TEXT.failed));
    const attempts = loadIndex.mock.calls.length;
    loadIndex.mockResolvedValue(realIndex);
    await user.type(combobox, 'li');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/results for “bali”/));
    expect(loadIndex).toHaveBeenCalledTimes(attempts + 1);
  });
});
