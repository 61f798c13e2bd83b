/** The Background Sync tag the page registers and the worker answers. */
export const OUTBOX_SYNC_TAG = 'enquiry-outbox';

/**
 * IndexedDB has no change events, so whoever changes the outbox (a page, another tab, the worker)
 * says so on this channel and the pages re-read it. Missing in very old browsers: pages then still
 * see their own changes and re-read when the connection or visibility changes.
 */
const CHANNEL_NAME = 'enquiry-outbox';

let channel: BroadcastChannel | null = null;
function openChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

/** Tells the other pages and the worker that the outbox changed. */
export function announceOutboxChange(): void {
  openChannel()?.postMessage({ type: 'outbox-changed' });
}

/** Calls `listener` when another context changed the outbox (a channel never hears its own messages); returns the unsubscribe. */
export function onOutboxChangedElsewhere(listener: () => void): () => void {
  const shared = openChannel();
  if (!shared) return () => {};
  const handler = () => listener();
  shared.addEventListener('message', handler);
  return () => shared.removeEventListener('message', handler);
}
