import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * Whether the page in this root has hydrated, from the root's `Hydrated` wrapper (app/hydrated.tsx):
 * one state for the whole page, switched in a transition.
 */
export const HydratedContext = createContext<boolean | null>(null);

/**
 * False in the prerender and while the browser hydrates it, true from the render after: markup that
 * depends on the browser (the URL's query, the window) waits for it, so hydration always matches.
 *
 * The switch is a transition: the re-render it causes (the carousels, the itinerary filters) is
 * sliced into tasks of a few milliseconds, where reading a store here (`useSyncExternalStore`)
 * forced one synchronous render inside the task that ran the page's effects (issue 9: total
 * blocking time). Outside a `Hydrated` root (a component rendered on its own) the component keeps
 * the same answer itself.
 */
export function useHydrated(): boolean {
  const fromRoot = useContext(HydratedContext);
  const [own, setOwn] = useState(false);
  useEffect(() => {
    if (fromRoot === null && !own) startTransition(() => setOwn(true));
  }, [fromRoot, own]);
  return fromRoot ?? own;
}

/** For the root: false until its first render is committed, then true (in a transition). */
export function useRootHydrated(renderedFresh: boolean): boolean {
  const [hydrated, setHydrated] = useState(renderedFresh);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
