import type { OutboxEntry } from './outbox-entry.ts';
import { REMOVE, type OutboxStore } from './outbox-store.ts';

/**
 * The outbox's own database, apart from the query cache: its name and version change only when the
 * entry shape does, never with a build, so a deploy cannot drop an enquiry waiting on the phone.
 */
const DB_NAME = 'tbd-enquiry-outbox';
const DB_VERSION = 1;
const STORE = 'entries';

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function transactionDone(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('outbox transaction aborted'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, DB_VERSION);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE, { keyPath: 'key' });
  };
  return requestResult(request).then((db) => {
    // A newer page or worker upgrading the database must not wait on this connection.
    db.onversionchange = () => db.close();
    return db;
  });
}

/** The outbox in IndexedDB; works the same in a page and in the service worker. */
export function createIndexedDbOutboxStore(): OutboxStore {
  let connection: Promise<IDBDatabase> | null = null;
  const db = () => {
    connection ??= openDatabase().then((opened) => {
      opened.onclose = () => (connection = null);
      return opened;
    });
    connection.catch(() => (connection = null));
    return connection;
  };
  // "strict": the write reaches the disk before the traveller is told the enquiry is saved on the phone.
  const write = async () => (await db()).transaction(STORE, 'readwrite', { durability: 'strict' });

  return {
    async add(entry) {
      const tx = await write();
      tx.objectStore(STORE).add(entry);
      await transactionDone(tx);
    },
    async list() {
      const tx = (await db()).transaction(STORE, 'readonly');
      const entries = await requestResult(tx.objectStore(STORE).getAll() as IDBRequest<OutboxEntry[]>);
      return entries.sort((a, b) => a.queuedAt - b.queuedAt);
    },
    async update(key, change) {
      const tx = await write();
      const store = tx.objectStore(STORE);
      let written: OutboxEntry | null = null;
      // The get, the change and the put happen inside one transaction: no other page or worker can step in between.
      const get = store.get(key) as IDBRequest<OutboxEntry | undefined>;
      get.onsuccess = () => {
        if (!get.result) return;
        const next = change(get.result);
        if (next === null) return;
        if (next === REMOVE) store.delete(key);
        else store.put((written = next));
      };
      await transactionDone(tx);
      return written;
    },
  };
}
