import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the prerender and while the browser hydrates it, true from the render after: markup that
 * depends on the browser (the URL's query, the window) waits for it, so hydration always matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
