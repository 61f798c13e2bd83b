import { useEffect, useState } from 'react';

/** Browsers without requestIdleCallback (Safari) wait this long after hydration instead. */
export const IDLE_FALLBACK_MS = 1500;

/**
 * False during the prerender and the hydration pass; true once the page has hydrated and the
 * browser is idle. For work that must not compete with the first interaction (registering the
 * service worker).
 */
export function useIdleAfterHydration(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true));
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), IDLE_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}
