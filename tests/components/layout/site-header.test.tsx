// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../support/render-route.tsx';
import { SiteHeader } from '../../../src/components/layout/site-header.tsx';
import { installBrowserStubs, setViewportWidth } from '../../support/viewport.ts';
import { HeaderActionsContext, type HeaderActionLook } from '../../../src/components/layout/header-actions.tsx';

beforeEach(() => {
  installBrowserStubs();
  setViewportWidth(375);
});

const hamburger = () => screen.getByRole('button', { name: 'Open menu' });
const menu = () => screen.queryByRole('navigation', { name: 'Menu' });
const menuDialog = () => screen.queryByRole('dialog', { name: 'Menu' });

describe('Site header (spec §2)', () => {
  it('links the brand home and the nav to Home, About us, Desire and the Destination pill', () => {
    renderWithProviders(<SiteHeader variant="landing" />);
    expect(screen.getByRole('link', { name: 'Taleweave Journeys' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/#about-us');
    expect(within(nav).getByRole('link', { name: 'Desire' })).toHaveAttribute('href', '/#desire');
    expect(within(nav).getByRole('link', { name: 'Destination' })).toHaveAttribute('href', '/#destinations');
  });

  it('links Saved trips and shows what the app adds to the header (the install entry)', async () => {
    const actions = { render: (look: HeaderActionLook) => <button type="button" className={look.className}>Install app</button> };
    renderWithProviders(
      <HeaderActionsContext.Provider value={actions}>
        <SiteHeader variant="page" />
      </HeaderActionsContext.Provider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Saved trips' })).toHaveAttribute('href', '/saved-trips');
    expect(within(nav).getByRole('button', { name: 'Install app' })).toBeInTheDocument();
    await userEvent.setup().click(hamburger());
    expect(within(menu()!).getByRole('button', { name: 'Install app' })).toBeInTheDocument();
  });

  it('sends About us to its own page from pages without the home sections', () => {
    renderWithProviders(<SiteHeader variant="page" />, { path: '/enquire' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about-us');
    expect(within(nav).getByRole('link', { name: 'Desire' })).toHaveAttribute('href', '/#desire');
  });

  it('the Destination pill scrolls to the destinations section when it is on the page', async () => {
    const { router } = renderWithProviders(
      <>
        <SiteHeader variant="page" />
        <section id="destinations" tabIndex={-1} aria-label="Destinations" />
      </>,
      { path: '/home' },
    );
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Destination' }));
    const section = screen.getByRole('region', { name: 'Destinations' });
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(section).toHaveFocus();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('the Destination pill goes to /#destinations from a page without the section', async () => {
    const { router } = renderWithProviders(<SiteHeader variant="page" />, { path: '/enquire' });
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Destination' }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#destinations');
  });
});

describe('Mobile menu (spec §2, §9)', () => {
  it('opens with Home, About us, Desire, Enquire Now and Saved trips, and closes after a choice', async () => {
    renderWithProviders(<SiteHeader variant="landing" />);
    const user = userEvent.setup();
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();

    await user.click(hamburger());
    expect(hamburger()).toHaveAttribute('aria-expanded', 'true');
    // The site's Dialog: a native <dialog> opened modally, with its own X where the hamburger was.
    const dialog = menuDialog()!;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    const nav = menu()!;
    expect(hamburger()).toHaveAttribute('aria-controls', nav.parentElement!.id);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'About us', 'Desire', 'Enquire Now', 'Saved trips']);
    expect(within(nav).getByRole('link', { name: 'Enquire Now' })).toHaveAttribute('href', '/enquire');
    expect(within(nav).getByRole('link', { name: 'Saved trips' })).toHaveAttribute('href', '/saved-trips');
    expect(links[0]).toHaveFocus();

    await user.click(within(nav).getByRole('link', { name: 'Desire' }));
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menu()).not.toBeInTheDocument());
    expect(hamburger()).toHaveFocus();
  });

  it('closes with its X and gives focus back to the hamburger', async () => {
    renderWithProviders(<SiteHeader variant="page" />);
    const user = userEvent.setup();
    await user.click(hamburger());
    await user.click(within(menuDialog()!).getByRole('button', { name: 'Close menu' }));
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menu()).not.toBeInTheDocument());
    expect(hamburger()).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the hamburger', async () => {
    renderWithProviders(<SiteHeader variant="page" />);
    const user = userEvent.setup();
    await user.click(hamburger());
    expect(menu()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menu()).not.toBeInTheDocument());
    expect(hamburger()).toHaveFocus();
  });

  it('closes when Enquire Now leads to another page', async () => {
    const { router } = renderWithProviders(<SiteHeader variant="page" />);
    const user = userEvent.setup();
    await user.click(hamburger());
    await user.click(within(menu()!).getByRole('link', { name: 'Enquire Now' }));
    expect(router.state.location.pathname).toBe('/enquire');
    expect(screen.getByText('other page')).toBeInTheDocument();
  });
});
