import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

type Subscribe = (onChange: () => void) => () => void;

const subscribeToNothing: Subscribe = () => () => {};
const constant = () => 0;

/**
 * `useSyncExternalStore` for what only the browser knows (the width band, the connection, today,
 * whether the page has hydrated), without its long task after hydration.
 *
 * While hydrating, `useSyncExternalStore` renders the prerender's value; where the browser's value
 * differs, React then re-renders the component and all it holds *synchronously*, in the task that
 * runs the hydrated page's effects. On the landing page at a phone's width, the hero carousel
 * leaving the prerender's desktop band made that one task of 60–95 ms at 4× CPU (issue 9).
 *
 * Here a component that hydrates keeps the prerender's value until an update in a transition, which
 * React renders in slices between the browser's own work. A component mounted later (a client-side
 * navigation) reads the browser's value in its first render, as `useSyncExternalStore` does, and
 * every later change comes as it did.
 */
export function useBrowserValue<T>(subscribe: Subscribe, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const hydrating = useRenderIsHydrating();
  const [live, setLive] = useState(() => !hydrating);
  useEffect(() => {
    if (!live) startTransition(() => setLive(true));
  }, [live]);
  return useSyncExternalStore(subscribe, live ? getSnapshot : getServerSnapshot, getServerSnapshot);
}

/**
 * Whether this render is the prerender's or the browser hydrating it (true), or any other render in
 * the browser (false). React asks for a server snapshot only then, so a store that never changes
 * tells which it is, without a render of its own afterwards (useHydrated re-renders once hydrated).
 */
export function useRenderIsHydrating(): boolean {
  let hydrating = false;
  useSyncExternalStore(subscribeToNothing, constant, () => {
    hydrating = true;
    return 0;
  });
  return hydrating;
}
