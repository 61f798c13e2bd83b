// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../support/render-route.tsx';
import { createRoute } from '../../../src/app/routes/itineraries.tsx';
import { createQueryClient } from '../../../src/lib/query-client.ts';
import { setApiFetch } from '../../../src/lib/api-client.ts';
import { formatRs } from '../../../src/lib/format.ts';
import { loadContent } from '../../../shared/content/load-content.ts';
import { itinerariesQueryOptions } from '../../../src/features/itineraries/api/get-itineraries.ts';

const bali = loadContent().itineraries.filter((it) => it.destination === 'bali');

beforeEach(() => {
  setApiFetch(async () => new Response(JSON.stringify(bali), { status: 200, headers: { 'content-type': 'application/json' } }));
});

async function openList(search = '') {
  const route = createRoute(createQueryClient());
  const { router } = renderWithProviders(<p>start</p>, { path: '/start', routes: [{ path: '/itineraries/:destination', ...route }] });
  await act(() => router.navigate(`/itineraries/bali${search}`));
  await screen.findByRole('heading', { level: 1, name: 'Bali Itineraries' });
  await screen.findAllByRole('heading', { level: 2 });
  return { router, user: userEvent.setup() };
}

const prices = () => screen.getAllByText(/^RS\. [\d,]+ per person$/).map((p) => Number(p.textContent!.replace(/\D/g, '')));

describe('itinerary list (spec §2, §5; issue 10)', () => {
  it('keeps the itineraries as cards: their day-by-day plans, which the list never shows, are neither cached nor carried for hydration', async () => {
    const queryClient = createQueryClient();
    const cards = await queryClient.fetchQuery(itinerariesQueryOptions('bali'));
    expect(cards.map((card) => card.name)).toEqual(bali.map((it) => it.name));
    expect(cards[0]).toMatchObject({ price: bali[0]!.price, highlights: bali[0]!.highlights, images: bali[0]!.images });
    // What the prerender writes into the page for hydration (dehydrated from this cache).
    const cached = JSON.stringify(queryClient.getQueryData(itinerariesQueryOptions('bali').queryKey));
    for (const it of bali) expect(cached).not.toContain(JSON.stringify(it.daywise.day1).slice(1, 60));
  });

  it('duration is a radio group with "Any": one choice at a time', async () => {
    const { user, router } = await openList();
    const group = screen.getByRole('group', { name: 'Duration' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual(['Any', '3 Days / 2 Nights', '4 Days / 3 Nights', '5 Days / 4 Nights', '6 Days / 5 Nights', '7 Days / 6 Nights', '8 Days / 7 Nights', '9 Days / 8 Nights', '10 Days / 9 Nights']);
    expect(within(group).getByRole('radio', { name: 'Any' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: '5 Days / 4 Nights' }));
    await user.click(within(group).getByRole('radio', { name: '7 Days / 6 Nights' }));
    expect(within(group).getAllByRole('radio', { checked: true })).toHaveLength(1);
    expect(router.state.location.search).toBe('?duration=7-6');
    await user.click(within(group).getByRole('radio', { name: 'Any' }));
    expect(router.state.location.search).toBe('');
  });

  it('sorts by price both ways and keeps the order in the URL', async () => {
    const { user, router } = await openList();
    const sort = screen.getByRole('combobox', { name: 'Sort results' });
    expect(screen.getByText('Sort by: Featured')).toBeInTheDocument(); // the spec's inert text stays
    await user.selectOptions(sort, 'Price: low to high');
    expect(router.state.location.search).toBe('?sort=price-asc');
    await waitFor(() => expect(prices()).toEqual([...prices()].sort((a, b) => a - b)));
    await user.selectOptions(sort, 'Price: high to low');
    await waitFor(() => expect(prices()).toEqual([...prices()].sort((a, b) => b - a)));
    expect(prices()[0]).toBe(Math.max(...bali.map((it) => Number(it.price))));
  });

  it('opens with the filters and the order a shared link carries', async () => {
    const cheapest = [...bali].sort((a, b) => Number(a.price) - Number(b.price));
    await openList(`?price=${cheapest[1]!.price}&sort=price-desc`);
    expect(screen.getByRole('combobox', { name: 'Sort results' })).toHaveValue('price-desc');
    expect(screen.getAllByText(/^RS\. [\d,]+ per person$/).map((p) => p.textContent)).toEqual([cheapest[1]!, cheapest[0]!].map((it) => `${formatRs(it.price)} per person`));
  });

  it("'Clear filters' lifts every filter and keeps the order; the count shows on 'Show Filters'", async () => {
    const { user, router } = await openList('?rating=5,4&category=Family&sort=rating');
    const toggle = screen.getByRole('button', { name: /Show Filters/ });
    expect(toggle).toHaveAccessibleName('Show Filters (3 filters on)');
    expect(toggle).toHaveTextContent('Show Filters3');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?sort=rating');
    expect(await screen.findByRole('button', { name: 'Show Filters' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`${bali.length} results`);
    expect(screen.getByRole('button', { name: 'Clear filters' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('a ticked box stays ticked while the router is still committing the new URL (a slow phone)', async () => {
    // A parent loader that revalidates on every URL change keeps the navigation pending until we let it go.
    let release = () => {};
    let slow = false;
    const parentLoader = () => (slow ? new Promise<null>((resolve) => (release = () => resolve(null))) : null);
    const route = createRoute(createQueryClient());
    const { router } = renderWithProviders(<p>start</p>, {
      path: '/start',
      routes: [{ path: '/itineraries', loader: parentLoader, children: [{ path: ':destination', ...route }] }],
    });
    await act(() => router.navigate('/itineraries/bali'));
    await screen.findAllByRole('heading', { level: 2 });
    slow = true;
    const user = userEvent.setup();
    const fiveStars = screen.getByRole('checkbox', { name: '5 stars' });
    await user.click(fiveStars);
    expect(router.state.location.search).toBe(''); // not committed yet
    expect(fiveStars).toBeChecked();
    await user.click(within(screen.getByRole('group', { name: 'Duration' })).getByRole('radio', { name: '4 Days / 3 Nights' }));
    expect(fiveStars).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 Days / 3 Nights' })).toBeChecked();
    slow = false;
    await act(async () => release());
    await waitFor(() => expect(router.state.location.search).toBe('?duration=4-3&rating=5'));
    expect(fiveStars).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 Days / 3 Nights' })).toBeChecked();
    // The URL still wins when it moves elsewhere (a link, the back button).
    await act(() => router.navigate('/itineraries/bali?rating=4'));
    expect(fiveStars).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '4 stars' })).toBeChecked();
  });

  it("shows the spec's inert 'See More' control", async () => {
    await openList();
    expect(screen.getByRole('button', { name: 'See More' })).toBeDisabled();
  });
});
