import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { persistOptions } from '../lib/query-persister.ts';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Browser only: persist the query cache and paused enquiries to IndexedDB. */
  persist?: boolean;
}

/** The same providers wrap the prerender and the browser, so both render the same markup. */
export function Providers({ queryClient, children, persist = false }: ProvidersProps) {
  if (!persist) return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      // Enquiries paused while offline are sent as soon as the cache is back (design card).
      onSuccess={() => void queryClient.resumePausedMutations()}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
