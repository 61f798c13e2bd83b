import type { QueryClient } from '@tanstack/react-query';

/**
 * Restores the query cache from IndexedDB, then keeps saving them (design
 * card). Loaded and started when the browser is idle after hydration (issue 9): the persister's code
 * is not on the critical path, and restoring changes no React context, so parts of the page still
 * waiting to hydrate keep their prerendered markup.
 */
export async function startPersistence(queryClient: QueryClient): Promise<() => void> {
  const [{ persistQueryClientRestore, persistQueryClientSubscribe }, { persistOptions }] = await Promise.all([
    import('@tanstack/react-query-persist-client'),
    import('./query-persister.ts'),
  ]);
  const options = { queryClient, ...persistOptions };
  await persistQueryClientRestore(options);
  return persistQueryClientSubscribe(options);
}
