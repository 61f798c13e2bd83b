// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../support/render-route.tsx';
import { OrbitDiscover, orbitPlace } from '../../../src/features/destinations/components/orbit-discover.tsx';
import { ORBIT_SECONDS } from '../../../src/features/destinations/components/orbit-discover-geometry.ts';
import { dubai } from './dubai-page.ts';

const { items, mainDescription, backgroundUrl } = dubai.Page5;
// Page5.mainTitle is HTML ('Discover <em>Dubai</em>, one moment at a time'); its text is the heading's name.
const defaultTitle = 'Discover Dubai, one moment at a time';
const title = () => screen.getByRole('heading', { level: 2 });
const background = (container: HTMLElement) => container.querySelector('[data-background]')!.getAttribute('data-background');

describe('Orbit discover (spec §2 item 6, §4)', () => {
  it('shows Page5 by default, with the title rendered as HTML', () => {
    const { container } = renderWithProviders(<OrbitDiscover page={dubai} />);
    expect(title()).toHaveTextContent(defaultTitle);
    expect(title().querySelector('em')).toHaveTextContent('Dubai');
    expect(screen.getByText(mainDescription)).toBeInTheDocument();
    expect(background(container)).toBe(backgroundUrl);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('places item 1 on the outer orbit, 2 on the inner, 3 in the centre and the rest below', () => {
    expect([0, 1, 2, 3, 5].map(orbitPlace)).toEqual(['outer', 'inner', 'centre', 'below', 'below']);
    expect(ORBIT_SECONDS).toEqual({ outer: 30, inner: 22 });
    renderWithProviders(<OrbitDiscover page={dubai} />);
    for (const item of items) expect(screen.getByRole('button', { name: item.name })).toBeInTheDocument();
    const below = within(screen.getByRole('list', { name: 'More moments' })).getAllByRole('button');
    expect(below.map((b) => b.getAttribute('aria-label'))).toEqual(items.slice(3).map((i) => i.name));
  });

  it('replaces background, title and description with the chosen item, and Back restores the defaults', () => {
    const { container } = renderWithProviders(<OrbitDiscover page={dubai} />);
    for (const index of [0, 1, 2, 4]) {
      const item = items[index]!;
      fireEvent.click(screen.getByRole('button', { name: item.name }));
      expect(title()).toHaveTextContent(item.name);
      expect(screen.getByText(item.description)).toBeInTheDocument();
      expect(screen.queryByText(mainDescription)).not.toBeInTheDocument();
      expect(background(container)).toBe(item.imageUrl);
      expect(screen.getByRole('button', { name: item.name })).toHaveAttribute('aria-pressed', 'true');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(title()).toHaveTextContent(defaultTitle);
    expect(screen.getByText(mainDescription)).toBeInTheDocument();
    expect(background(container)).toBe(backgroundUrl);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    // Focus goes back to the item the visitor came from, not to <body>.
    expect(screen.getByRole('button', { name: items[4]!.name })).toHaveFocus();
  });

  it('pauses and plays the orbit with a visible button', () => {
    const { container } = renderWithProviders(<OrbitDiscover page={dubai} />);
    const orbit = container.querySelector('[data-playing]')!;
    expect(orbit).toHaveAttribute('data-playing', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Pause orbit' }));
    expect(orbit).toHaveAttribute('data-playing', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Play orbit' }));
    expect(orbit).toHaveAttribute('data-playing', 'true');
  });
});
