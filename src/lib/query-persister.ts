import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { QUERY_CACHE_MAX_AGE_MS } from './query-client.ts';

/** Query keys whose data is worth keeping on the device (design card): destinations, itineraries, blogs. */
const PERSISTED_ROOTS = new Set(['destinations', 'itineraries', 'blogs']);

/** TanStack Query's cache saved in IndexedDB through idb-keyval (enquiries have their own outbox: features/enquiry/outbox). */
export const queryPersister = createAsyncStoragePersister({
  storage: {
    getItem: async (key) => (await get<string>(key)) ?? null,
    setItem: (key, value) => set(key, value),
    removeItem: (key) => del(key),
  },
  key: 'tbd-query-cache',
  throttleTime: 1000,
});

/**
 * Options for PersistQueryClientProvider. `buster` is the hash of the persisted data's shape
 * (scripts/build/data-shape.ts): it drops a cache whose data has another shape. It is not the build
 * id, or every deploy would throw away what travellers saved (issue 7).
 */
export const persistOptions = {
  persister: queryPersister,
  maxAge: QUERY_CACHE_MAX_AGE_MS,
  buster: `data-shape-${__DATA_SHAPE__}`,
  dehydrateOptions: {
    shouldDehydrateQuery: (query: Query) =>
      query.state.status === 'success' && PERSISTED_ROOTS.has(String(query.queryKey[0])),
    // Enquiries wait in their own outbox (features/enquiry/outbox); no mutation belongs in this cache.
    shouldDehydrateMutation: () => false,
  },
};
