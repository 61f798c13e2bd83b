import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { startPersistence } from '../lib/start-persistence.ts';
import { whenIdle } from '../lib/when-idle.ts';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Browser only: persist the query cache to IndexedDB (from the first idle moment). */
  persist?: boolean;
}

/** The same providers wrap the prerender and the browser, so both render the same markup. */
export function Providers({ queryClient, children, persist = false }: ProvidersProps) {
  useEffect(() => {
    if (!persist) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void startPersistence(queryClient).then((unsubscribe) => {
        if (cancelled) unsubscribe();
        else stop = unsubscribe;
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [persist, queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
