import { memo, Suspense, use, useEffect, type ComponentType } from 'react';

/** How far below the viewport a section's code starts loading, so it is ready when scrolled to. */
const LOAD_AHEAD = '600px 0px';

/** Calls `onSeen` once `element` nears the viewport. */
function observe(element: Element, onSeen: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onSeen();
    },
    { rootMargin: LOAD_AHEAD },
  );
  observer.observe(element);
}

/**
 * The section's code, tried again once the connection is back if it could not be fetched (a reader
 * offline before the worker holds the code): meanwhile React keeps the prerendered markup instead of
 * replacing the whole page with an error.
 */
function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () => new Promise<T>((resolve) => window.addEventListener('online', () => resolve(load()), { once: true })),
  );
}

/** A promise React's `use` reads without suspending once it has settled. */
type Tracked<T> = Promise<T> & { status?: string; value?: T };

/**
 * A below-the-fold section whose code loads when its prerendered markup nears the viewport (issue 9).
 * The server renders it in full; while hydrating, React keeps that markup untouched inside the
 * Suspense boundary until the code arrives, then hydrates it. A click that lands before that starts
 * the download and is replayed once the section is live. `anchorId` is the id of the section's root
 * element in the markup.
 */
export function sectionWhenSeen<P extends object>(anchorId: string, load: () => Promise<ComponentType<P>>) {
  let code: Tracked<ComponentType<P>> | undefined;
  let release = () => {};
  const earlyClicks: HTMLElement[] = [];
  let prerendered: HTMLElement | null = null;
  // On the document, ahead of React's own listener on the root, which stops a click on markup it
  // cannot hydrate yet (and never replays it).
  const holdClick = (event: MouseEvent) => {
    if (!(event.target instanceof Node) || !prerendered?.contains(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.target instanceof HTMLElement) earlyClicks.push(event.target);
    release();
  };

  /** Resolves when the prerendered section nears the viewport or is clicked; at once when there is none. */
  function ready(): Promise<void> {
    prerendered = typeof document === 'undefined' ? null : document.getElementById(anchorId);
    const element = prerendered;
    if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
    return new Promise((resolve) => {
      release = resolve;
      document.addEventListener('click', holdClick, true);
      observe(element, resolve);
    });
  }

  const start = (waitUntilSeen: boolean) => {
    if (!code) {
      const loading: Tracked<ComponentType<P>> = (waitUntilSeen ? ready() : Promise.resolve()).then(() => loadWhenOnline(load));
      void loading.then((value) => Object.assign(loading, { status: 'fulfilled', value }));
      code = loading;
    } else if (!waitUntilSeen) {
      release();
    }
    return code;
  };

  function Loaded(props: P) {
    const Section = use(start(true) as Promise<ComponentType<P>>);
    useEffect(() => {
      document.removeEventListener('click', holdClick, true);
      for (const target of earlyClicks.splice(0)) target.click();
    }, []);
    return <Section {...props} />;
  }

  // The fallback only mounts when React renders the section on the client: nothing prerendered to wait
  // for (a navigation), or React gave the markup up (a context above changed before it hydrated).
  function LoadNow() {
    useEffect(() => release(), []);
    return null;
  }

  // memo: unchanged props stop a parent's update from reaching a boundary still waiting for its code.
  const SectionWhenSeen = memo((props: P) => (
    <Suspense fallback={<LoadNow />}>
      <Loaded {...props} />
    </Suspense>
  ));
  // React hydrates a Suspense boundary only after the rest of the page: watch the prerendered section
  // (and hold its clicks) from the moment this module runs, which is before hydration starts.
  if (typeof document !== 'undefined' && document.getElementById(anchorId)) start(true);
  /** Loads the code now (a client-side navigation to the page, where nothing is prerendered). */
  return Object.assign(SectionWhenSeen, { preload: () => start(false) });
}
