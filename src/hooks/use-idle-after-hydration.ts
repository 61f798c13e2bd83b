import { useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle.ts';

export { IDLE_FALLBACK_MS } from '../lib/when-idle.ts';

/**
 * False during the prerender and the hydration pass; true once the page has hydrated and the
 * browser is idle. For work that must not compete with the first interaction (registering the
 * service worker).
 */
export function useIdleAfterHydration(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
