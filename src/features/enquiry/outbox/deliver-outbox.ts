import { claim, dueAt, isPending, settle, type OutboxEntry, type SendOutcome } from './outbox-entry.ts';
import type { OutboxStore } from './outbox-store.ts';

export interface DeliveryOptions {
  /** Who is delivering ("page-…" or "worker-…"): the lease names it. */
  holder: string;
  /** One try; the real one is `sendEntry`. */
  send(entry: OutboxEntry): Promise<SendOutcome>;
  now(): number;
  /** Called after each change this delivery writes (the page refreshes its view; both broadcast it). */
  onChange(): void;
  /** The worker's `sync` event means "the connection is back": it tries entries still in their back-off too. */
  ignoreBackoff?: boolean;
}

/**
 * Sends every due entry once, one after the other: claim (one transaction), POST, settle (another).
 * Page and worker run this same function on the same store; the claim decides who sends an entry.
 * Resolves with the entries still pending afterwards.
 */
export async function deliverOutbox(store: OutboxStore, options: DeliveryOptions): Promise<OutboxEntry[]> {
  const { holder, send, now, onChange } = options;
  const ready = (entry: OutboxEntry) => {
    const due = dueAt(entry);
    return due !== null && (due <= now() || (options.ignoreBackoff === true && entry.status === 'queued'));
  };
  for (const entry of await store.list()) {
    if (!ready(entry)) continue;
    // Checked again inside the transaction: the other deliverer may have claimed it since the list was read.
    const claimed = await store.update(entry.key, (current) => (ready(current) ? claim(current, holder, now()) : null));
    if (!claimed) continue;
    onChange();
    const outcome = await send(claimed);
    await store.update(entry.key, (current) => settle(current, holder, outcome, now()));
    onChange();
  }
  return (await store.list()).filter(isPending);
}
