import { dueAt, isPending, type OutboxEntry, type SendOutcome } from './outbox-entry.ts';
import { deliverOutbox } from './deliver-outbox.ts';
import type { OutboxStore } from './outbox-store.ts';

export interface PageCourierOptions {
  store: OutboxStore;
  holder: string;
  send(entry: OutboxEntry): Promise<SendOutcome>;
  now(): number;
  isOnline(): boolean;
  /** After every change this page writes. */
  onChange(): void;
}

/** Never wake more often than this, whatever the clock says is due. */
const MIN_WAKE_MS = 250;

/**
 * The page's side of delivery: a pass over the outbox when asked (the page opened, an enquiry was
 * queued, the connection came back, another context changed something), and a timer for the next
 * entry that falls due (a back-off ending, another holder's lease running out). Offline it waits for
 * the browser's `online` event instead of polling.
 */
export function createPageCourier(options: PageCourierOptions) {
  const { store, holder, send, now, isOnline, onChange } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function schedule(entries: OutboxEntry[]) {
    clearTimeout(timer);
    timer = undefined;
    if (!isOnline()) return;
    const next = Math.min(...entries.filter(isPending).map((e) => dueAt(e) ?? Infinity));
    if (next === Infinity) return;
    timer = setTimeout(() => void deliverNow(), Math.max(next - now(), MIN_WAKE_MS));
  }

  async function pass() {
    do {
      again = false;
      if (isOnline()) await deliverOutbox(store, { holder, send, now, onChange });
    } while (again);
    schedule(await store.list());
  }

  /** Sends what is due now; a call during a pass asks for one more pass. */
  function deliverNow(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        // The outbox could not be read or written (storage evicted, quota): try again later, keep the entries.
        console.error('enquiry outbox: delivery pass failed', error);
        timer = setTimeout(() => void deliverNow(), 5_000);
      })
      .finally(() => (running = null));
    return running;
  }

  /** Re-reads the due times (another context changed the outbox). */
  async function reschedule() {
    if (!running) schedule(await store.list());
  }

  function stop() {
    clearTimeout(timer);
  }

  return { deliverNow, reschedule, stop };
}
export type PageCourier = ReturnType<typeof createPageCourier>;
