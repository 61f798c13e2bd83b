// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../support/render-route.tsx';
import { DestinationChooser, chooserHeading, chooserScale } from '../../../src/features/destinations/components/destination-chooser.tsx';
import { COUNTS } from '../../../shared/config/constants.ts';
import { CHOOSER } from '../../../src/features/destinations/components/destination-chooser-geometry.ts';
import { tileSize, tileX } from '../../../src/features/destinations/components/destination-chooser.css.ts';
import { varName } from '../../../src/lib/inline-vars.ts';

const CHOOSER_ORDER = ['Maldives', 'Mauritius', 'Thailand', 'Bali', 'Europe', 'Australia', 'Dubai'];

describe('Destination chooser (spec §2 item 10, §9)', () => {
  it("asks 'LIKED DUBAI ?' on the Dubai page", () => {
    renderWithProviders(<DestinationChooser slug="dubai" />);
    expect(screen.getByRole('heading', { level: 2, name: 'LIKED DUBAI ?' })).toBeInTheDocument();
    expect(screen.getByText('Discover more places with US.')).toBeInTheDocument();
  });

  it('knows Andaman, and falls back to DISCOVER OUR DESTINATIONS for anything else', () => {
    expect(chooserHeading('andaman')).toBe('LIKED ANDAMAN AND NICOBAR ISLANDS ?');
    expect(chooserHeading('maldives')).toBe('LIKED MALDIVES ?');
    expect(chooserHeading('atlantis')).toBe('DISCOVER OUR DESTINATIONS');
    expect(chooserHeading(undefined)).toBe('DISCOVER OUR DESTINATIONS');
    renderWithProviders(<DestinationChooser slug="atlantis" />);
    expect(screen.getByRole('heading', { level: 2, name: 'DISCOVER OUR DESTINATIONS' })).toBeInTheDocument();
  });

  it('links the seven destinations, name and circle together, to /destinations/{slug}', () => {
    renderWithProviders(<DestinationChooser slug="dubai" />);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links).toHaveLength(COUNTS.chooserDestinations);
    expect(links.map((link) => link.textContent)).toEqual(CHOOSER_ORDER);
    for (const link of links) {
      expect(link).toHaveAttribute('href', `/destinations/${link.textContent!.toLowerCase()}`);
    }
    expect(screen.getByRole('link', { name: 'Dubai' })).toHaveAttribute('aria-current', 'page');
  });

  it('scales the wide canvas by min(width / 1300, 1) × 0.95 and grows a hovered circle by 30 px', () => {
    expect(chooserScale(1300)).toBeCloseTo(0.95);
    expect(chooserScale(1920)).toBeCloseTo(0.95);
    expect(chooserScale(1024)).toBeCloseTo((1024 / 1300) * 0.95);
    expect(chooserScale(650)).toBeCloseTo(0.475);
    expect(CHOOSER.hoverGrowPx).toBe(30);
    const { container } = renderWithProviders(<DestinationChooser slug="dubai" />);
    const maldives = container.querySelector('li') as HTMLElement;
    // Maldives is 250 px across on the design canvas; its stylesheet grows it to 280 when hovered
    // (e2e/destination.spec.ts measures it in a browser).
    expect(maldives.style.getPropertyValue(varName(tileSize))).toBe('250');
    expect(maldives.style.getPropertyValue(varName(tileX))).toBe('50');
  });
});
