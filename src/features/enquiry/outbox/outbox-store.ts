import type { OutboxEntry } from './outbox-entry.ts';

/** Returned by an `update` change to delete the entry. */
export const REMOVE = Symbol('remove');
export type EntryChange = (entry: OutboxEntry) => OutboxEntry | null | typeof REMOVE;

/**
 * Where outbox entries live. The page and the service worker each open their own handle on the same
 * IndexedDB store; every change is a read-modify-write inside one transaction (`update`), which
 * IndexedDB runs one at a time across all of an origin's pages and workers.
 */
export interface OutboxStore {
  /** Adds a new entry; resolves once it is durably written (before the page says "saved"). */
  add(entry: OutboxEntry): Promise<void>;
  /** Every entry, oldest first. */
  list(): Promise<OutboxEntry[]>;
  /**
   * Reads the entry, applies `change` and writes its result, atomically. `change` must be synchronous;
   * null leaves the entry as it is, REMOVE deletes it. Resolves with the entry as written (null if unchanged or absent).
   */
  update(key: string, change: EntryChange): Promise<OutboxEntry | null>;
}

/** The same store in memory: for unit tests, and for browsers that refuse IndexedDB (the page then keeps it while open). */
export function createMemoryOutboxStore(initial: OutboxEntry[] = []): OutboxStore {
  const entries = new Map(initial.map((e) => [e.key, structuredClone(e)]));
  return {
    async add(entry) {
      if (entries.has(entry.key)) throw new Error(`outbox entry ${entry.key} already exists`);
      entries.set(entry.key, structuredClone(entry));
    },
    async list() {
      return [...entries.values()].map((e) => structuredClone(e)).sort((a, b) => a.queuedAt - b.queuedAt);
    },
    async update(key, change) {
      const current = entries.get(key);
      if (!current) return null;
      const next = change(structuredClone(current));
      if (next === null) return null;
      if (next === REMOVE) {
        entries.delete(key);
        return null;
      }
      entries.set(key, structuredClone(next));
      return structuredClone(next);
    },
  };
}
