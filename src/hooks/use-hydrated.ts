import { useBrowserValue } from './use-browser-value.ts';

const subscribeToNothing = () => () => {};

/**
 * False in the prerender and while the browser hydrates it, true soon after (in a transition, see
 * useBrowserValue) and at once in a component mounted later: markup that depends on the browser
 * (the URL's query, the window) waits for it, so hydration always matches.
 */
export function useHydrated(): boolean {
  return useBrowserValue(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
