// @vitest-environment jsdom
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdatePrompt } from '../../../src/features/pwa/components/update-prompt.tsx';
import { IDLE_FALLBACK_MS } from '../../../src/hooks/use-idle-after-hydration.ts';

const worker = vi.hoisted(() => ({ registrations: 0, waiting: false, updateServiceWorker: vi.fn(async (_reload?: boolean) => {}) }));

// vite-plugin-pwa's hook registers /sw.js when first rendered; here it reports a waiting worker or none.
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW() {
    useState(() => {
      worker.registrations += 1;
    });
    const [needRefresh, setNeedRefresh] = useState(worker.waiting);
    const [offlineReady, setOfflineReady] = useState(false);
    return { needRefresh: [needRefresh, setNeedRefresh], offlineReady: [offlineReady, setOfflineReady], updateServiceWorker: worker.updateServiceWorker };
  },
}));

beforeEach(() => {
  worker.registrations = 0;
  worker.waiting = false;
  worker.updateServiceWorker.mockClear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

/** Lets the browser go idle after hydration; the code that registers the worker loads then. */
async function goIdle() {
  act(() => vi.advanceTimersByTime(IDLE_FALLBACK_MS));
  await act(() => vi.dynamicImportSettled());
}

/** Renders the prompt and lets the browser go idle after hydration. */
async function renderAndIdle() {
  render(<UpdatePrompt />);
  await goIdle();
}

describe('UpdatePrompt', () => {
  it('registers the worker only once the page has hydrated and the browser is idle', async () => {
    render(<UpdatePrompt />);
    expect(worker.registrations).toBe(0);
    await goIdle();
    expect(worker.registrations).toBe(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers a waiting version: Refresh activates it and reloads', async () => {
    worker.waiting = true;
    await renderAndIdle();
    const prompt = screen.getByRole('status');
    expect(prompt).toHaveTextContent('A fresh version of the site is ready.');
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(worker.updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('Later hides the offer without activating the new version', async () => {
    worker.waiting = true;
    await renderAndIdle();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A fresh version of the site is ready.')).toBeNull();
    expect(worker.updateServiceWorker).not.toHaveBeenCalled();
  });
});
