// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';

const HOSTILE = '<p>Sunset at <b>Uluwatu</b><script>alert(1)</script></p>';

// A page rendered from scratch while DOMPurify is still loading (offline, a saved trip after a
// deploy: the worker answers with the shell). React waits for the module and then replays the
// component; calling `use` only while DOMPurify was missing made that replay throw "Update hook
// called on initial render", which React recovered from by rendering the whole page again and
// reported as an error (React #520, seen in an e2e run under load).
it('HtmlContent renders from scratch while DOMPurify is still loading, with no warning and nothing React has to recover from', async () => {
  // The test setup loads DOMPurify for every other test: this one needs the module as a page first has it.
  vi.resetModules();
  const { sanitizerReady } = await import('../../../src/lib/sanitize.ts');
  const { HtmlContent } = await import('../../../src/components/html-content/html-content.tsx');
  const { createRoot } = await import('react-dom/client');
  expect(sanitizerReady()).toBe(false);
  // React's own scheduling, as in a browser (act() would render the whole thing in one go).
  const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  onTestFinished(() => void (reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment));
  const container = document.createElement('div');
  document.body.append(container);
  // React (development) warns when a component suspended with `use` and then finished without it.
  const problems: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args.map(String).join(' ')));
  const root = createRoot(container, { onRecoverableError: (error) => problems.push(error) });

  root.render(<HtmlContent html={HOSTILE} />);

  await waitFor(() => expect(container.textContent).toBe('Sunset at Uluwatu'));
  expect(container.querySelector('script')).toBeNull();
  consoleError.mockRestore();
  expect(problems).toEqual([]);
  root.unmount();
  container.remove();
});
