import { useEffect, useLayoutEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads the first time `useWanted` says it is wanted (a sheet opened, an
 * enquiry to show, the page idle); until then, and in the prerender, it renders nothing. For what
 * the first screen never shows: its code stays out of the JavaScript a page hydrates with (issue 9).
 */
export function loadedWhen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  useWanted: () => boolean,
  /** Runs before the browser paints the part for the first time (what must appear with it can). */
  onShown?: () => void,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  return function LoadedWhenWanted(props: Props) {
    const wanted = useWanted();
    const [Component, setComponent] = useState(() => loaded);
    const shown = Boolean(Component && wanted);
    useLayoutEffect(() => {
      if (shown) onShown?.();
    }, [shown]);
    useEffect(() => {
      if (!wanted || Component) return;
      let live = true;
      load().then(
        (component) => {
          loaded = component;
          if (live) setComponent(() => component);
        },
        // Not here (offline before the worker saved the code): nothing is shown, and the next time
        // it is wanted the code is asked for again.
        () => {},
      );
      return () => {
        live = false;
      };
    }, [wanted, Component]);
    return shown && Component ? <Component {...props} /> : null;
  };
}
