import { createIndexedDbOutboxStore } from './indexeddb-outbox-store.ts';
import { createMemoryOutboxStore, type OutboxStore } from './outbox-store.ts';

/**
 * The page's store: the IndexedDB outbox, or, where the browser will not open it (storage switched
 * off or broken), memory for as long as the page stays open. The enquiry still takes the same path and
 * is still sent; `onNotDurable` lets the page say it is not saved on the phone.
 */
export function openPageOutboxStore(onNotDurable: () => void): OutboxStore {
  const memory = createMemoryOutboxStore();
  if (typeof indexedDB === 'undefined') {
    onNotDurable();
    return memory;
  }
  const durable = createIndexedDbOutboxStore();
  const ready = durable.list().then(
    () => durable,
    (error: unknown) => {
      console.warn('enquiry outbox: IndexedDB refused, enquiries are kept in this page only', error);
      onNotDurable();
      return memory;
    },
  );
  return {
    add: async (entry) => (await ready).add(entry),
    list: async () => (await ready).list(),
    update: async (key, change) => (await ready).update(key, change),
  };
}
