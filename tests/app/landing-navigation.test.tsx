// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { landingNavigation } from '../../src/app/landing/landing-navigation.tsx';
import { Link, NavigationContext } from '../../src/lib/navigation/navigation.tsx';

function renderLinks(leave: (to: string) => void) {
  render(
    <NavigationContext.Provider value={landingNavigation(leave)}>
      <Link to="/destinations/bali">Bali</Link>
      <Link to="/#faq">Questions</Link>
      <Link to="/enquire" target="_blank">
        In a new tab
      </Link>
    </NavigationContext.Provider>,
  );
}

describe('links on the landing page, which hydrates without the router', () => {
  it('are real links, and following one hands the page to the site at its address', async () => {
    const leave = vi.fn();
    renderLinks(leave);
    const bali = screen.getByRole('link', { name: 'Bali' });
    expect(bali).toHaveAttribute('href', '/destinations/bali');
    await userEvent.click(bali);
    expect(leave).toHaveBeenCalledWith('/destinations/bali');
  });

  it('leave a section of the same page, a new tab and a modified click to the browser', async () => {
    const leave = vi.fn();
    renderLinks(leave);
    await userEvent.click(screen.getByRole('link', { name: 'Questions' }));
    await userEvent.click(screen.getByRole('link', { name: 'In a new tab' }));
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Bali' }));
    await user.keyboard('{/Control}');
    expect(leave).not.toHaveBeenCalled();
  });
});
