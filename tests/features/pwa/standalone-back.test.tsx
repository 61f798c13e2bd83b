// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StandaloneBack } from '../../../src/features/pwa/components/standalone-back.tsx';
import { useInstallStore } from '../../../src/features/pwa/stores/install-store.ts';

const initial = useInstallStore.getState();
afterEach(() => {
  useInstallStore.setState(initial, true);
  window.history.replaceState(null, '');
});

/** The tab's history entry as React Router numbers it: 0 where the app was opened. */
const atEntry = (idx: number) => window.history.replaceState({ idx, key: `entry-${idx}` }, '');

describe('Back in the installed app', () => {
  it('is there from the home screen when the app has a page to go back to, and goes back', async () => {
    useInstallStore.setState({ installed: true });
    atEntry(2);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    render(<StandaloneBack className="back" />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it('is not there on the page the app opened at, nor in a browser tab (the browser has its own)', () => {
    useInstallStore.setState({ installed: true });
    atEntry(0);
    const { rerender } = render(<StandaloneBack className="back" />);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    useInstallStore.setState({ installed: false });
    atEntry(3);
    rerender(<StandaloneBack className="back" />);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});
