import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Resolves once the router has run the loaders of the page it opened at. The shell page (a page not
 * prerendered, or opened offline without a visit) has no hydration data: rendered before its loaders
 * have run, the router would render an empty fallback first and warn that it has none.
 */
export function routerReady(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
