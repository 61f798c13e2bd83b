import { newIdempotencyKey } from '../idempotency-key.ts';
import { canRemove, isPending, newEntry, type OutboxEntry, type OutboxKind, type OutboxPayloads } from './outbox-entry.ts';
import { openPageOutboxStore } from './page-outbox-store.ts';
import { REMOVE, type OutboxStore } from './outbox-store.ts';
import { announceOutboxChange, onOutboxChangedElsewhere, OUTBOX_SYNC_TAG } from './outbox-channel.ts';
import { createPageCourier } from './page-courier.ts';
import { sendEntry } from './send-entry.ts';
import { adoptPausedEnquiries } from './legacy-paused-enquiries.ts';
import { useOutboxView } from './outbox-view-store.ts';

/** The page's outbox: the store, the view React renders, and the courier that delivers. */
export interface PageOutbox {
  /** Writes the entry to the outbox (durably), then starts sending it. Resolves once it is written. */
  submit<K extends OutboxKind>(kind: K, payload: OutboxPayloads[K]): Promise<OutboxEntry<K>>;
  /** Forgets a decided entry once the traveller has seen its outcome. */
  remove(key: string): Promise<void>;
  /** Re-reads the outbox into the view. */
  refresh(): Promise<void>;
  /** Sends what is due (the page opened, the connection came back). */
  deliverNow(): Promise<void>;
  /** Starts listening: connection, visibility, other tabs and the worker. Returns the stop. */
  start(): () => void;
}

export function createPageOutbox(store: OutboxStore, send = sendEntry): PageOutbox {
  const refresh = async () => useOutboxView.getState().setEntries(await store.list());
  const changed = () => {
    void refresh();
    announceOutboxChange();
  };
  const courier = createPageCourier({
    store,
    holder: `page-${newIdempotencyKey()}`,
    send,
    now: () => Date.now(),
    isOnline: () => navigator.onLine,
    onChange: changed,
  });

  return {
    async submit(kind, payload) {
      const entry = newEntry(kind, payload, newIdempotencyKey(), Date.now());
      await store.add(entry);
      await refresh();
      announceOutboxChange();
      askWorkerToSync();
      void courier.deliverNow();
      return entry;
    },
    async remove(key) {
      await store.update(key, (entry) => (canRemove(entry) ? REMOVE : null));
      changed();
    },
    refresh,
    deliverNow: courier.deliverNow,
    start() {
      const wake = () => void courier.deliverNow();
      const elsewhere = () => void refresh().then(courier.reschedule);
      const visible = () => document.visibilityState === 'visible' && wake();
      window.addEventListener('online', wake);
      document.addEventListener('visibilitychange', visible);
      const unsubscribe = onOutboxChangedElsewhere(elsewhere);
      // Started before the first render, so the old query cache is read before its persister drops it.
      void adoptPausedEnquiries(store)
        .catch((error: unknown) => console.error('enquiry outbox: could not adopt paused enquiries', error))
        .then(refresh)
        .then(() => {
          // Still waiting from an earlier visit: ask the worker again (the browser gives up after a few tries).
          if (useOutboxView.getState().entries.some(isPending)) askWorkerToSync();
          wake();
        });
      return () => {
        window.removeEventListener('online', wake);
        document.removeEventListener('visibilitychange', visible);
        unsubscribe();
        courier.stop();
      };
    },
  };
}

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Background Sync: the worker delivers the outbox when the connection returns, even if this page is
 * closed for good. Browsers without it (Firefox, Safari) rely on the page's own delivery.
 */
function askWorkerToSync(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => (registration as SyncRegistration | undefined)?.sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => {
      // Not allowed here (e.g. permission denied): the page delivers when it is next open.
    });
}

let current: PageOutbox | null = null;

/** The outbox of this page, on IndexedDB (in memory where the browser refuses it). */
export function pageOutbox(): PageOutbox {
  current ??= createPageOutbox(openPageOutboxStore(() => useOutboxView.getState().setDurable(false)));
  return current;
}

/** Replaces this page's outbox (tests give each case its own store). */
export function replacePageOutbox(outbox: PageOutbox): void {
  current = outbox;
}
