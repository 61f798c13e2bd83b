// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../support/render-route.tsx';
import { DestinationCarousel } from '../../../src/features/destinations/components/destination-carousel.tsx';
import { destinationCards, home } from '../../../src/lib/content.ts';
import { installBrowserStubs, resizeTo, setViewportWidth } from '../../support/viewport.ts';
import { trackIndex } from '../../../src/components/carousel/carousel.css.ts';
import { varName } from '../../../src/lib/inline-vars.ts';

beforeEach(() => installBrowserStubs());

const next = () => screen.getByRole('button', { name: 'Next destinations' });
const previous = () => screen.getByRole('button', { name: 'Previous destinations' });
const section = () => document.getElementById('destinations')!;

describe('Home destination carousel (spec §2 home item 3, §4)', () => {
  it.each([
    [1280, 5],
    [900, 6],
    [375, 7],
  ])('at %i px: previous disabled at 0, next disabled after %i steps', async (width, steps) => {
    setViewportWidth(width);
    renderWithProviders(<DestinationCarousel />);
    const user = userEvent.setup();
    expect(previous()).toBeDisabled();
    for (let i = 0; i < steps; i++) {
      expect(next()).toBeEnabled();
      await user.click(next());
    }
    expect(next()).toBeDisabled();
    expect(previous()).toBeEnabled();
    expect(section().querySelector('ul')!.style.getPropertyValue(varName(trackIndex))).toBe(String(steps));
  });

  it('follows a resize: the maximum shrinks and the index with it', async () => {
    setViewportWidth(375);
    renderWithProviders(<DestinationCarousel />);
    const user = userEvent.setup();
    for (let i = 0; i < 7; i++) await user.click(next());
    expect(next()).toBeDisabled();
    resizeTo(1280);
    expect(next()).toBeDisabled();
    expect(section().querySelector('ul')!.style.getPropertyValue(varName(trackIndex))).toBe('5');
  });

  it('shows the intro with nothing selected, and a card’s story once selected', async () => {
    setViewportWidth(1280);
    renderWithProviders(<DestinationCarousel />);
    const user = userEvent.setup();
    expect(section()).toHaveAttribute('id', 'destinations');
    expect(screen.getByRole('heading', { level: 2, name: 'Travel Beyond Destination' })).toBeInTheDocument();
    expect(screen.getByText(home.destinationIntro.description)).toBeInTheDocument();

    const bali = destinationCards.find((card) => card.slug === 'bali')!;
    const baliCard = screen.getByRole('button', { name: 'Bali' });
    expect(baliCard).toHaveAttribute('aria-pressed', 'false');
    await user.click(baliCard);

    expect(baliCard).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Bali' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Travel Beyond Destination' })).not.toBeInTheDocument();
    expect(screen.getByText(bali.tagline)).toBeInTheDocument();
    expect(screen.getByText(bali.longDescription)).toBeInTheDocument();
    const highlights = within(screen.getByRole('list', { name: 'Highlights of Bali' })).getAllByRole('listitem');
    expect(highlights.map((item) => item.textContent)).toEqual(bali.highlights);
    expect(screen.getByRole('link', { name: /^Explore/ })).toHaveAttribute('href', '/destinations/bali');

    // Choosing another card replaces the story; pressing the chosen card again returns to the intro.
    await user.click(screen.getByRole('button', { name: 'Dubai' }));
    expect(screen.getByRole('link', { name: /^Explore/ })).toHaveAttribute('href', '/destinations/dubai');
    expect(baliCard).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Dubai' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Travel Beyond Destination' })).toBeInTheDocument();
  });
});
