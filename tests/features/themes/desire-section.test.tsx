// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../support/render-route.tsx';
import { DesireSection } from '../../../src/features/themes/components/desire-section.tsx';
import { desires, home } from '../../../src/lib/content.ts';
import { installBrowserStubs, setViewportWidth } from '../../support/viewport.ts';
import { trackIndex } from '../../../src/components/carousel/carousel.css.ts';
import { varName } from '../../../src/lib/inline-vars.ts';

beforeEach(() => installBrowserStubs());

const background = () => screen.getByTestId('desire-background');

describe('Travel by desire (spec §2 home item 5, §4)', () => {
  it('shows six cards, three at a time, moving by one within the bounds', async () => {
    setViewportWidth(1280);
    renderWithProviders(<DesireSection />);
    const user = userEvent.setup();
    expect(document.getElementById('desire')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: home.desireSection.title })).toBeInTheDocument();
    for (const desire of desires) expect(screen.getByRole('button', { name: desire.cardText })).toBeInTheDocument();

    const previous = screen.getByRole('button', { name: 'Previous travel styles' });
    const next = screen.getByRole('button', { name: 'Next travel styles' });
    const track = document.getElementById(next.getAttribute('aria-controls')!)!;
    expect(previous).toBeDisabled();
    for (let i = 1; i <= 3; i++) {
      await user.click(next);
      expect(track.style.getPropertyValue(varName(trackIndex))).toBe(String(i));
    }
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(track.style.getPropertyValue(varName(trackIndex))).toBe('2');
    expect(next).toBeEnabled();
  });

  it("links 'Culture & Art' to /itineraries/culture and paints its image behind the section", async () => {
    setViewportWidth(1280);
    renderWithProviders(<DesireSection />);
    const user = userEvent.setup();
    // The first desire starts selected.
    expect(screen.getByRole('button', { name: 'Honeymoon' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Explore Honeymoon Itineraries' })).toHaveAttribute('href', '/itineraries/honeymoon');
    expect(background()).toHaveAttribute('data-image', 'desires/honeymoon');

    await user.click(screen.getByRole('button', { name: 'Culture & Art' }));
    expect(screen.getByRole('button', { name: 'Culture & Art' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Honeymoon' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Explore Culture & Art Itineraries' })).toHaveAttribute('href', '/itineraries/culture');
    expect(screen.queryByRole('link', { name: 'Explore Honeymoon Itineraries' })).not.toBeInTheDocument();
    expect(background()).toHaveAttribute('data-image', 'desires/culture');
    expect(screen.getByText(desires[2]!.subtitle)).toBeInTheDocument();
  });

  it('links every desire to its theme page', async () => {
    renderWithProviders(<DesireSection />);
    const user = userEvent.setup();
    const expected = ['honeymoon', 'family', 'culture', 'backpacker', 'adventure', 'wellness'];
    for (const [i, desire] of desires.entries()) {
      await user.click(screen.getByRole('button', { name: desire.cardText }));
      expect(screen.getByRole('link', { name: `Explore ${desire.cardText} Itineraries` })).toHaveAttribute(
        'href',
        `/itineraries/${expected[i]}`,
      );
    }
  });
});
