// @vitest-environment jsdom
import { createRoot } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { reportRecoverableError } from '../../src/lib/report-recoverable-error.ts';

// A render that throws once and not when React tries again at once, synchronously: React recovers,
// and the page is right, but something went wrong and must be told with what it was.
let attempts = 0;
function ItineraryDays() {
  attempts++;
  if (attempts === 1) throw new Error('day plan read before it was loaded');
  return <p>Day 1: Arrival in Ubud</p>;
}

it('a render React recovered from is reported with the error that caused it and the component it was thrown in', async () => {
  // React's own scheduling, as in a browser: act() would render synchronously, with nothing to recover from.
  const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  onTestFinished(() => void (reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment));
  const logged: string[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => logged.push(args.map(String).join(' ')));
  onTestFinished(() => consoleError.mockRestore());
  const container = document.createElement('div');
  const root = createRoot(container, { onRecoverableError: reportRecoverableError });

  root.render(<ItineraryDays />);

  await waitFor(() => expect(container.textContent).toBe('Day 1: Arrival in Ubud'));
  await waitFor(() => expect(logged).toHaveLength(1));
  expect(logged[0]).toMatch(/able to recover/);
  expect(logged[0]).toContain('Caused by: Error: day plan read before it was loaded');
  expect(logged[0]).toMatch(/In:\s+at ItineraryDays/);
  root.unmount();
});
