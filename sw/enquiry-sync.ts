/// <reference lib="webworker" />
/**
 * Background Sync for the enquiry outbox: when the connection returns, the browser wakes this worker
 * (even if the site is never opened again) and it delivers the same IndexedDB outbox the page writes.
 *
 * Why the raw `sync` event and not workbox-background-sync: Workbox's Queue keeps its own copies of
 * failed *requests* in its own database, filled only by fetches that passed through this worker. The
 * outbox already holds each enquiry once, with its Idempotency-Key, written before the page says
 * "saved"; a second queue would be a second truth that the page cannot show ("saved / sent") and
 * that a page-side delivery could not mark as done. Reading the one outbox with the same claim/settle
 * transactions as the page keeps one state per enquiry, and the key keeps it to one row at the agency.
 */
import { deliverOutbox } from '../src/features/enquiry/outbox/deliver-outbox.ts';
import { createIndexedDbOutboxStore } from '../src/features/enquiry/outbox/indexeddb-outbox-store.ts';
import { announceOutboxChange, OUTBOX_SYNC_TAG } from '../src/features/enquiry/outbox/outbox-channel.ts';
import { sendEntry } from '../src/features/enquiry/outbox/send-entry.ts';

declare const self: ServiceWorkerGlobalScope;

/** Not in TypeScript's WebWorker library (Background Sync is Chromium's). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

const store = createIndexedDbOutboxStore();
const holder = `worker-${Math.random().toString(36).slice(2)}`;

async function deliverFromWorker(): Promise<void> {
  const pending = await deliverOutbox(store, { holder, send: (entry) => sendEntry(entry), now: () => Date.now(), onChange: announceOutboxChange, ignoreBackoff: true });
  // Still waiting (no network after all, or a page is sending one right now): a rejected sync is
  // retried by the browser later, with its own back-off.
  if (pending.length > 0) throw new Error(`${pending.length} enquiries still waiting in the outbox`);
}

export function registerEnquirySync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(deliverFromWorker());
  });
}
