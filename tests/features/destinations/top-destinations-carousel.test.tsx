// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../support/render-route.tsx';
import { LandingHero } from '../../../src/app/home-page/landing-hero.tsx';
import { destinationCards, site } from '../../../src/lib/content.ts';
import { installBrowserStubs, resizeTo, setViewportWidth } from '../../support/viewport.ts';

beforeEach(() => installBrowserStubs());

function carousel() {
  return screen.getByRole('region', { name: 'Top Destinations' });
}
const dots = () => within(carousel()).queryAllByRole('button', { name: /^Go to slide \d+$/ });
const next = () => within(carousel()).getByRole('button', { name: 'Next top destinations' });
const previous = () => within(carousel()).getByRole('button', { name: 'Previous top destinations' });
const currentDot = () => dots().find((dot) => dot.getAttribute('aria-current') === 'true');
const track = () => document.getElementById(next().getAttribute('aria-controls')!)!;

async function pressNext(times: number) {
  const user = userEvent.setup();
  for (let i = 0; i < times && !next().hasAttribute('disabled'); i++) await user.click(next());
}

describe('Landing hero (spec §2)', () => {
  it('shows the tagline, the sub-text, Enquire Now and eight destination links', () => {
    setViewportWidth(1280);
    renderWithProviders(<LandingHero />);
    expect(screen.getByRole('heading', { level: 1, name: 'Travel Beyond Dreams' })).toBeInTheDocument();
    expect(screen.getByText(site.heroSubtext)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enquire Now' })).toHaveAttribute('href', '/enquire');
    const links = within(track()).getAllByRole('link');
    expect(links).toHaveLength(8);
    destinationCards.forEach((card, i) => expect(links[i]).toHaveAttribute('href', `/destinations/${card.slug}`));
    // The longest name, whole (the source cut it short on screen).
    expect(within(track()).getByRole('link', { name: 'Andaman and Nicobar Islands' })).toHaveAttribute(
      'href',
      '/destinations/andaman',
    );
    expect(screen.getByRole('link', { name: site.brandName })).toHaveAttribute('href', '/');
  });
});

describe('Top Destinations carousel (spec §4, §9)', () => {
  it.each([
    [1280, 6],
    [900, 7],
    [375, 7],
  ])('at %i px shows %i dots and caps next at cards − visible', async (width, expectedDots) => {
    setViewportWidth(width);
    renderWithProviders(<LandingHero />);
    expect(dots()).toHaveLength(expectedDots);
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();

    await pressNext(20);
    expect(next()).toBeDisabled();
    expect(currentDot()).toHaveAccessibleName(`Go to slide ${expectedDots}`);
    expect(previous()).toBeEnabled();

    const user = userEvent.setup();
    await user.click(previous());
    expect(currentDot()).toHaveAccessibleName(`Go to slide ${expectedDots - 1}`);
    expect(next()).toBeEnabled();
  });

  it('jumps to a dot’s index', async () => {
    setViewportWidth(1280);
    renderWithProviders(<LandingHero />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(currentDot()).toHaveAccessibleName('Go to slide 4');
    expect(dots().filter((dot) => dot.hasAttribute('aria-current'))).toHaveLength(1);
    expect(previous()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    expect(previous()).toBeDisabled();
  });

  it('slides by card width plus gap', async () => {
    setViewportWidth(1280);
    renderWithProviders(<LandingHero />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    await waitFor(() => expect(track().style.transform).toContain('translateX(-396px)')); // 2 × (174 + 24)
    resizeTo(375);
    await waitFor(() => expect(track().style.transform).toContain('translateX(-340px)')); // 2 × (154 + 16)
  });

  it('re-evaluates the layout on window resize and keeps the index in range', async () => {
    setViewportWidth(1280);
    renderWithProviders(<LandingHero />);
    expect(dots()).toHaveLength(6);
    resizeTo(375);
    expect(dots()).toHaveLength(7);
    await pressNext(20);
    expect(currentDot()).toHaveAccessibleName('Go to slide 7');
    resizeTo(1280);
    expect(dots()).toHaveLength(6);
    expect(currentDot()).toHaveAccessibleName('Go to slide 6');
    expect(next()).toBeDisabled();
    resizeTo(900);
    expect(dots()).toHaveLength(7);
    expect(next()).toBeEnabled();
  });

  it('brings a card reached with the keyboard into view', async () => {
    setViewportWidth(1280);
    renderWithProviders(<LandingHero />);
    within(track()).getByRole('link', { name: 'Mauritius' }).focus(); // 7th card: needs index 4
    await waitFor(() => expect(currentDot()).toHaveAccessibleName('Go to slide 5'));
  });
});

describe('Top Destinations drag on a phone (spec §4)', () => {
  const drag = (from: number, to: number) => {
    const card = within(track()).getAllByRole('link')[1]!;
    fireEvent.pointerDown(card, { pointerId: 1, isPrimary: true, button: 0, clientX: from });
    for (let x = from; x !== to; x += Math.sign(to - from) * 10) fireEvent.pointerMove(card, { pointerId: 1, isPrimary: true, clientX: x });
    fireEvent.pointerMove(card, { pointerId: 1, isPrimary: true, clientX: to });
    fireEvent.pointerUp(card, { pointerId: 1, isPrimary: true, clientX: to });
    return card;
  };

  it('snaps a released drag to the nearest index and does not follow the card’s link', () => {
    setViewportWidth(375);
    const { router } = renderWithProviders(<LandingHero />);
    expect(track().style.touchAction).toBe('pan-y');
    const card = drag(300, 100); // 200 px: more than one step (170), less than one and a half
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
    expect(track().style.transform).toBe('translateX(-170px)');
    fireEvent.click(card);
    expect(router.state.location.pathname).toBe('/');

    drag(300, 240); // under half a step: back to the same index
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
    drag(300, -2000); // far past the end: the last index (cards − visible = 6)
    expect(currentDot()).toHaveAccessibleName('Go to slide 7');
    expect(track().style.transform).toBe('translateX(-1020px)');
  });

  it('follows the pointer while dragging, a tenth as far past the start', () => {
    setViewportWidth(375);
    renderWithProviders(<LandingHero />);
    const card = within(track()).getAllByRole('link')[0]!;
    fireEvent.pointerDown(card, { pointerId: 1, isPrimary: true, button: 0, clientX: 100 });
    fireEvent.pointerMove(card, { pointerId: 1, isPrimary: true, clientX: 200 });
    expect(track().style.transform).toBe('translateX(10px)');
    fireEvent.pointerMove(card, { pointerId: 1, isPrimary: true, clientX: 40 });
    expect(track().style.transform).toBe('translateX(-60px)');
  });

  it('is not draggable on wide screens', () => {
    setViewportWidth(1280);
    renderWithProviders(<LandingHero />);
    expect(track().style.touchAction).toBe('');
    drag(300, 0);
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
  });
});
