import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { persistOptions } from '../lib/query-persister.ts';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion.ts';

// framer-motion features arrive in their own chunk (STACK.md: +14 KiB instead of +30 up front).
const loadMotionFeatures = () => import('../lib/motion-features.ts').then((m) => m.default);

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** Browser only: persist the query cache and paused enquiries to IndexedDB. */
  persist?: boolean;
}

/** The same providers wrap the prerender and the browser, so both render the same markup. */
export function Providers({ queryClient, children, persist = false }: ProvidersProps) {
  // framer-motion follows the same reading of the preference as every other component.
  const reduceMotion = usePrefersReducedMotion();
  const motion = (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion={reduceMotion ? 'always' : 'never'}>{children}</MotionConfig>
    </LazyMotion>
  );
  if (!persist) return <QueryClientProvider client={queryClient}>{motion}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      // Enquiries paused while offline are sent as soon as the cache is back (design card).
      onSuccess={() => void queryClient.resumePausedMutations()}
    >
      {motion}
    </PersistQueryClientProvider>
  );
}
