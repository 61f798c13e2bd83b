import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates prerendered markup (and on the server), true afterwards and on every
 * client-side render. State the prerender cannot know (a URL's query string, the device) is applied
 * only once this is true, so the hydrated state is the prerendered state (no React #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
