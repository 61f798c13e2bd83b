import { get } from 'idb-keyval';
import { newEntry, type OutboxEntry } from './outbox-entry.ts';
import type { OutboxStore } from './outbox-store.ts';

/**
 * Before the outbox, an enquiry sent offline was a paused TanStack mutation (key ['enquiries',
 * 'submit'], variables { enquiry, idempotencyKey }) inside the persisted query cache, which the
 * persister throws away when the build changes. The first start of a build with the outbox moves
 * those into the outbox, with their own key and time, so the deploy that brings the outbox loses none.
 */
const LEGACY_CACHE_KEY = 'tbd-query-cache';
const ADOPTED_FLAG = 'tbd-outbox-adopted-paused-enquiries';

interface LegacyMutation {
  mutationKey?: unknown[];
  state?: { isPaused?: boolean; status?: string; submittedAt?: number; variables?: { enquiry?: unknown; idempotencyKey?: unknown } };
}

/** The paused enquiries in a persisted query-cache blob (the JSON text the persister wrote), as outbox entries. */
export function pausedEnquiriesIn(blob: unknown, now: number): OutboxEntry<'enquiry'>[] {
  let parsed: { clientState?: { mutations?: LegacyMutation[] } };
  try {
    parsed = typeof blob === 'string' ? JSON.parse(blob) : {};
  } catch {
    return [];
  }
  return (parsed.clientState?.mutations ?? []).flatMap((m) => {
    const { enquiry, idempotencyKey } = m.state?.variables ?? {};
    const paused = m.mutationKey?.[0] === 'enquiries' && m.state?.isPaused === true && m.state.status === 'pending';
    if (!paused || !enquiry || typeof enquiry !== 'object' || typeof idempotencyKey !== 'string') return [];
    // Its words are checked again by the server; a refusal brings them back to the form like any other.
    return [newEntry('enquiry', enquiry as OutboxEntry<'enquiry'>['payload'], idempotencyKey, m.state?.submittedAt || now)];
  });
}

/** Once per device: reads the old blob (before the persister can drop it) and adds its paused enquiries. */
export async function adoptPausedEnquiries(store: OutboxStore): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof localStorage === 'undefined' || localStorage.getItem(ADOPTED_FLAG)) return;
  const entries = pausedEnquiriesIn(await get(LEGACY_CACHE_KEY), Date.now());
  // Already there (a second tab adopted it first): the key is the same enquiry.
  for (const entry of entries) await store.add(entry).catch(() => undefined);
  localStorage.setItem(ADOPTED_FLAG, '1');
}
