import { useEffect, type ReactNode } from 'react';

/** Renders its children; its effect runs once the page inside it is hydrated. */
export function Hydrated({ onDone, children }: { onDone(): void; children: ReactNode }) {
  useEffect(onDone, [onDone]);
  // A wrapper, not a sibling of the providers: a sibling forks the tree, so every useId in the page
  // differed from the prerender's (hydration keeps the server's ids, later elements got the client's).
  return children;
}
