import { useEffect, type ReactNode } from 'react';
import { HydratedContext, useRootHydrated } from '../hooks/use-hydrated.ts';

interface HydratedProps {
  onDone(): void;
  /** The page is rendered from scratch (the shell), not hydrated: the browser's values apply at once. */
  fresh?: boolean;
  children: ReactNode;
}

/**
 * Renders its children; its effect runs once the page inside it is hydrated. It tells the page
 * (`useHydrated`) when hydration is over.
 */
export function Hydrated({ onDone, fresh = false, children }: HydratedProps) {
  const hydrated = useRootHydrated(fresh);
  useEffect(onDone, [onDone]);
  // A wrapper, not a sibling of the providers: a sibling forks the tree, so every useId in the page
  // differed from the prerender's (hydration keeps the server's ids, later elements got the client's).
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
