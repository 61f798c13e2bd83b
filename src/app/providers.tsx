import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { persistOptions } from '../lib/query-persister.ts';

// framer-motion features arrive in their own chunk (STACK.md: +14 KiB instead of +30 up front).
const loadMotionFeatures = () => import('../lib/motion-features.ts').then((m) => m.default);

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Browser only: persist the query cache to IndexedDB. */
  persist?: boolean;
}

/** The same providers wrap the prerender and the browser, so both render the same markup. */
export function Providers({ queryClient, children, persist = false }: ProvidersProps) {
  const motion = (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
  if (!persist) return <QueryClientProvider client={queryClient}>{motion}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      {motion}
    </PersistQueryClientProvider>
  );
}
