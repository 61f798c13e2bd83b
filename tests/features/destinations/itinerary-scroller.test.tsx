// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { renderWithProviders } from '../../support/render-route.tsx';
import { ItineraryScroller, type ItineraryNavigationState } from '../../../src/features/destinations/components/itinerary-scroller.tsx';
import { scrollerLayout, type ScrollerLayout } from '../../../src/features/destinations/itinerary-scroller-layout.ts';
import { maxIndex, nextIndex, offsetFor, previousIndex, snapIndex } from '../../../src/components/carousel/carousel-math.ts';
import { installBrowserStubs, setViewportWidth } from '../../support/viewport.ts';

// The scroller runs on the carousel primitive's maths, fed with the spec's step and visible count.
const scrollerMaxIndex = (count: number, layout: ScrollerLayout) => maxIndex(count, layout.visible);
const scrollerTarget = (index: number, direction: 1 | -1, count: number, layout: ScrollerLayout) =>
  (direction === 1 ? nextIndex : previousIndex)(index, scrollerMaxIndex(count, layout));
const scrollerOffset = (index: number, layout: ScrollerLayout) => -offsetFor(index, layout.step);
const scrollerIndexAt = (scrollLeft: number, layout: ScrollerLayout) => snapIndex(-scrollLeft, layout.step, Infinity);
import { dubai, dubaiWithIds } from './dubai-page.ts';

/** Stands in for the itinerary detail page: shows where it was sent and with what. */
function DetailProbe() {
  const location = useLocation();
  const state = location.state as ItineraryNavigationState | null;
  return (
    <p>
      detail {location.pathname} for {state?.itinerary.cardText ?? 'nothing'}
    </p>
  );
}
const detailRoute = [{ path: '/itinerary/:id', element: <DetailProbe /> }];

describe('Itinerary scroller geometry (spec §9)', () => {
  it('steps 304 px with 3 visible from 1024 px, and 272 px with 1 visible below', () => {
    expect(scrollerLayout(1024)).toEqual({ step: 304, visible: 3 });
    expect(scrollerLayout(1440)).toEqual({ step: 304, visible: 3 });
    expect(scrollerLayout(1023)).toEqual({ step: 272, visible: 1 });
    expect(scrollerLayout(375)).toEqual({ step: 272, visible: 1 });
  });

  it('keeps the index between 0 and cards − visible, and turns it into an offset', () => {
    const wide = scrollerLayout(1280);
    const narrow = scrollerLayout(375);
    expect(scrollerMaxIndex(5, wide)).toBe(2);
    expect(scrollerMaxIndex(5, narrow)).toBe(4);
    expect(scrollerMaxIndex(2, wide)).toBe(0);
    expect(scrollerTarget(0, -1, 5, wide)).toBe(0);
    expect(scrollerTarget(1, 1, 5, wide)).toBe(2);
    expect(scrollerTarget(2, 1, 5, wide)).toBe(2);
    expect(scrollerTarget(3, 1, 5, narrow)).toBe(4);
    expect(scrollerTarget(4, 1, 5, narrow)).toBe(4);
    expect(scrollerOffset(2, wide)).toBe(608);
    expect(scrollerOffset(4, narrow)).toBe(1088);
    expect(scrollerIndexAt(608, wide)).toBe(2);
    expect(scrollerIndexAt(300, narrow)).toBe(1);
  });
});

describe('Itinerary scroller arrows (spec §9)', () => {
  beforeEach(() => installBrowserStubs());
  const next = () => screen.getByRole('button', { name: 'Next itineraries' });
  const previous = () => screen.getByRole('button', { name: 'Previous itineraries' });
  const track = () => screen.getByRole('list', { name: `${dubai.name} itineraries` });

  it.each([
    [1280, 304, 2],
    [375, 272, 4],
  ])('at %i px moves %i px a step and stops after %i steps', async (width, step, steps) => {
    setViewportWidth(width);
    renderWithProviders(<ItineraryScroller page={dubai} />);
    const user = userEvent.setup();
    expect(dubai.Page3.cards).toHaveLength(5);
    for (let i = 1; i <= steps; i++) {
      await user.click(next());
      expect(track().style.transform).toBe(`translateX(-${i * step}px)`);
    }
    expect(next()).toBeDisabled();
    await user.click(previous());
    expect(track().style.transform).toBe(`translateX(-${(steps - 1) * step}px)`);
  });
});

describe('Handcrafted for you (spec §2 item 4)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the chosen card with both buttons; Explore all itineraries leads to /itineraries/{slug}', () => {
    renderWithProviders(<ItineraryScroller page={dubaiWithIds} />);
    expect(document.getElementById('itineraries')).not.toBeNull();
    const card = dubai.Page3.cards[2]!;
    expect(screen.queryByRole('button', { name: 'Explore Itinerary' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: card.cardText }));
    expect(screen.getByRole('button', { name: card.cardText })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 3, name: card.cardText })).toBeInTheDocument();
    expect(screen.getByText(card.longDescription)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore all itineraries' })).toHaveAttribute('href', '/itineraries/dubai');
  });

  it('Explore Itinerary opens /itinerary/{_id} with the chosen card as navigation state', async () => {
    renderWithProviders(<ItineraryScroller page={dubaiWithIds} />, { routes: detailRoute });
    const card = dubaiWithIds.Page3.cards[1]!;
    fireEvent.click(screen.getByRole('button', { name: card.cardText }));
    fireEvent.click(screen.getByRole('button', { name: 'Explore Itinerary' }));
    expect(await screen.findByText(`detail /itinerary/${card._id} for ${card.cardText}`)).toBeInTheDocument();
  });

  it('going back from the itinerary finds the journey still chosen and in view; a new visit starts afresh', async () => {
    setViewportWidth(375);
    const { router } = renderWithProviders(<ItineraryScroller page={dubaiWithIds} />, { routes: detailRoute });
    const card = dubaiWithIds.Page3.cards[3]!;
    // One card at a time on a phone: the fourth is three steps along.
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Next itineraries' }));
    fireEvent.click(screen.getByRole('button', { name: card.cardText }));
    fireEvent.click(screen.getByRole('button', { name: 'Explore Itinerary' }));
    await screen.findByText(`detail /itinerary/${card._id} for ${card.cardText}`);

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('button', { name: card.cardText })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 3, name: card.cardText })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Explore Itinerary' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: `${dubai.name} itineraries` }).style.transform).toBe(`translateX(-${3 * 272}px)`);

    await act(() => router.navigate('/'));
    expect(await screen.findByText('Choose a journey to read its story.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Explore Itinerary' })).not.toBeInTheDocument();
  });

  it('without an _id, Explore Itinerary only logs an error (spec §8)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderWithProviders(<ItineraryScroller page={dubai} />, { routes: detailRoute });
    fireEvent.click(screen.getByRole('button', { name: dubai.Page3.cards[0]!.cardText }));
    fireEvent.click(screen.getByRole('button', { name: 'Explore Itinerary' }));
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain(dubai.Page3.cards[0]!.cardText);
    expect(router.state.location.pathname).toBe('/');
  });

  it('has previous and next buttons; previous is disabled at the start', () => {
    renderWithProviders(<ItineraryScroller page={dubai} />);
    expect(screen.getByRole('button', { name: 'Previous itineraries' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next itineraries' })).toBeEnabled();
  });
});
