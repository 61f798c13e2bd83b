// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../support/render-route.tsx';
import { Attractions } from '../../../src/features/destinations/components/attractions.tsx';
import { ATTRACTION_ROTATION_MS } from '../../../shared/config/constants.ts';
import { dubai } from './dubai-page.ts';

const places = dubai.PlacesToExplore;
const shownPlace = () => screen.getByRole('heading', { level: 3 }).textContent;
/** Lets `ms` pass in small slices, so React commits each slide and its effect arms the next timer. */
const wait = (ms: number) => {
  for (let left = ms; left > 0; left -= 250) act(() => vi.advanceTimersByTime(Math.min(250, left)));
};

describe('Attractions (spec §2 item 5, §4: a new place every 2 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('moves on every 2000 ms and wraps after the last place', () => {
    expect(ATTRACTION_ROTATION_MS).toBe(2000);
    renderWithProviders(<Attractions page={dubai} />);
    expect(shownPlace()).toBe(places[0]!.name);
    wait(1999);
    expect(shownPlace()).toBe(places[0]!.name);
    wait(1);
    expect(shownPlace()).toBe(places[1]!.name);
    wait(2000);
    expect(shownPlace()).toBe(places[2]!.name);
    wait(2000 * (places.length - 2));
    expect(shownPlace()).toBe(places[0]!.name);
  });

  it('stops while paused and starts again with Play', () => {
    renderWithProviders(<Attractions page={dubai} />);
    wait(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Pause attractions' }));
    wait(10_000);
    expect(shownPlace()).toBe(places[1]!.name);
    fireEvent.click(screen.getByRole('button', { name: 'Play attractions' }));
    wait(2000);
    expect(shownPlace()).toBe(places[2]!.name);
  });

  it('has one dot per place; a dot shows its place and restarts the interval', () => {
    renderWithProviders(<Attractions page={dubai} />);
    const dots = places.map((place) => screen.getByRole('button', { name: `Show ${place.name}` }));
    expect(dots).toHaveLength(places.length);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    wait(1500);
    fireEvent.click(dots[4]!);
    expect(shownPlace()).toBe(places[4]!.name);
    expect(dots[4]).toHaveAttribute('aria-current', 'true');
    wait(1500);
    expect(shownPlace()).toBe(places[4]!.name);
    wait(500);
    expect(shownPlace()).toBe(places[5]!.name);
  });

  it('holds still for visitors who prefer reduced motion until they press Play', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderWithProviders(<Attractions page={dubai} />);
    wait(6000);
    expect(shownPlace()).toBe(places[0]!.name);
    fireEvent.click(screen.getByRole('button', { name: 'Play attractions' }));
    wait(2000);
    expect(shownPlace()).toBe(places[1]!.name);
  });
});
