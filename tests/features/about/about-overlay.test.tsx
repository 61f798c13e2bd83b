// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../support/render-route.tsx';
import { AboutOverlay } from '../../../src/features/about/components/about-overlay.tsx';
import { home } from '../../../src/lib/content.ts';

function setup() {
  const user = userEvent.setup();
  const view = renderWithProviders(<AboutOverlay />, {
    path: '/home',
    routes: [
      { path: '/enquire', element: <h1>Enquiry page</h1> },
      { path: '/about-us', element: <h1>About page</h1> },
    ],
  });
  const opener = () => screen.getByRole('button', { name: 'Discover our story' });
  const open = async () => {
    await user.click(opener());
    return screen.findByRole('dialog', { name: 'Our story' });
  };
  const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return { user, ...view, opener, open, closed };
}

describe('About overlay (spec §2 home item 7, §4)', () => {
  it('starts collapsed; the opener expands it with the story, the values and the women-led figures', async () => {
    const { open } = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await open();
    // The site's Dialog: a native <dialog> opened with showModal() (the browser traps focus; e2e checks it).
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent(home.about.story[0]!);
    for (const value of home.about.values) expect(dialog).toHaveTextContent(value.title);
    expect(dialog).toHaveTextContent('90%of our team are women');
    expect(dialog).toHaveTextContent('72%of leadership roles are held by women');
  });

  it('closes with the X ("Close") and gives focus back to the opener', async () => {
    const { user, open, closed, opener } = setup();
    await open();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await closed();
    expect(opener()).toHaveFocus();
  });

  it('closes with Escape', async () => {
    const { user, open, closed, opener } = setup();
    await open();
    await user.keyboard('{Escape}');
    await closed();
    expect(opener()).toHaveFocus();
  });

  it("'Start Your Journey' closes it and goes to /enquire", async () => {
    const { user, open, closed, router } = setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Start Your Journey' }));
    await closed();
    expect(router.state.location.pathname).toBe('/enquire');
  });

  it("'Learn More' closes it and goes to /about-us", async () => {
    const { user, open, closed, router } = setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Learn More' }));
    await closed();
    expect(router.state.location.pathname).toBe('/about-us');
  });

  it('closes with a click on the backdrop, not with a click inside', async () => {
    const { user, open, closed } = setup();
    const dialog = await open();
    await user.click(screen.getByRole('heading', { name: 'Our story' }));
    expect(dialog).toHaveAttribute('open');
    await user.click(dialog);
    await closed();
  });
});
