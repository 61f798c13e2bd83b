/**
 * The outbox's state machine, as pure functions: what an enquiry on its way to the agency looks like,
 * and which moves are allowed. The page and the service worker both move entries through these
 * functions inside one IndexedDB transaction each, so neither can overwrite what the other decided.
 *
 *   queued ──claim──▶ sending ──2xx──▶ delivered ──(shown, WhatsApp opened)──▶ removed
 *     ▲                 │  └────4xx──▶ refused ────(words back in the form)───▶ removed
 *     └─network, timeout, 5xx─┘   (a lease that ran out lets anyone claim a `sending` entry again)
 */
import type { Enquiry } from '../../../../shared/schemas/enquiry.ts';
import type { ExpertRequest } from '../../../../shared/schemas/expert-request.ts';

/** What each kind of outbox entry carries to the server. */
export interface OutboxPayloads {
  enquiry: Enquiry;
  'expert-request': ExpertRequest;
}
export type OutboxKind = keyof OutboxPayloads;
export type OutboxStatus = 'queued' | 'sending' | 'delivered' | 'refused';

/** Why the last try did not reach a decision; the entry stays queued and is tried again. */
export interface OutboxFailure {
  /** network: fetch failed; timeout: no answer in time; server: 5xx/408/429; unknown: a non-Error was thrown. */
  reason: 'network' | 'timeout' | 'server' | 'unknown';
  message?: string;
  at: number;
}

export interface OutboxEntry<K extends OutboxKind = OutboxKind> {
  /** The Idempotency-Key: every try, by the page or the worker, sends this same key, so the server stores it once. */
  key: string;
  kind: K;
  payload: OutboxPayloads[K];
  /** When the traveller pressed send (epoch ms). */
  queuedAt: number;
  status: OutboxStatus;
  /** Tries started so far (each claim is one). */
  attempts: number;
  /** While `sending`: who is sending it and until when the others keep their hands off. */
  lease?: { holder: string; until: number };
  lastFailure?: OutboxFailure;
  /** `delivered`: the server's answer. */
  receipt?: { message?: string; id?: string; at: number };
  /** `refused`: the server's message and per-field problems (a 4xx). */
  refusal?: { status: number; message?: string; fieldErrors: Record<string, string> };
}

/** A try that gets no answer is abandoned after this long (the request is aborted) and the entry re-queued. */
export const SEND_TIMEOUT_MS = 10_000;
/** A claim holds for longer than one try can take, so a closed page or a stopped worker frees it. */
export const LEASE_MS = SEND_TIMEOUT_MS + 5_000;
const RETRY_BASE_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/** What one try ended with. */
export type SendOutcome =
  | { type: 'delivered'; message?: string; id?: string }
  | { type: 'refused'; status: number; message?: string; fieldErrors: Record<string, string> }
  | { type: 'retry'; reason: OutboxFailure['reason']; message?: string };

export function newEntry<K extends OutboxKind>(kind: K, payload: OutboxPayloads[K], key: string, now: number): OutboxEntry<K> {
  return { key, kind, payload, queuedAt: now, status: 'queued', attempts: 0 };
}

/** Waiting for a try, or being tried: not yet decided by the server. */
export function isPending(entry: OutboxEntry): boolean {
  return entry.status === 'queued' || entry.status === 'sending';
}

/** Wait before try n+1 after n failed tries: 2 s, 4 s, 8 s … at most a minute. */
export function retryDelay(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(attempts - 1, 0), RETRY_MAX_MS);
}

/**
 * When the entry may next be claimed (epoch ms), or null once decided. A queued entry is due at once,
 * or after the back-off of its last failure; a sending entry when its lease runs out.
 */
export function dueAt(entry: OutboxEntry): number | null {
  if (entry.status === 'queued') return entry.lastFailure ? entry.lastFailure.at + retryDelay(entry.attempts) : entry.queuedAt;
  if (entry.status === 'sending') return entry.lease?.until ?? 0;
  return null;
}

/**
 * `holder` takes the entry to send it: allowed when it is queued, or when another holder's lease has
 * run out (that page was closed mid-request). Returns null when someone else is sending it or it is decided.
 */
export function claim(entry: OutboxEntry, holder: string, now: number): OutboxEntry | null {
  const free = entry.status === 'queued' || (entry.status === 'sending' && (entry.lease?.until ?? 0) <= now);
  if (!free) return null;
  return { ...entry, status: 'sending', attempts: entry.attempts + 1, lease: { holder, until: now + LEASE_MS } };
}

/**
 * Records what `holder`'s try ended with. A 2xx is the truth whoever sent it (the key made it one
 * row); a refusal or a failure only counts from the current holder, so a late answer to a try whose
 * lease was taken over cannot undo the newer try. Returns null when nothing changes.
 */
export function settle(entry: OutboxEntry, holder: string, outcome: SendOutcome, now: number): OutboxEntry | null {
  if (!isPending(entry)) return null;
  const { lease: _lease, ...rest } = entry;
  if (outcome.type === 'delivered') {
    return { ...rest, status: 'delivered', receipt: { message: outcome.message, id: outcome.id, at: now } };
  }
  if (entry.status !== 'sending' || entry.lease?.holder !== holder) return null;
  if (outcome.type === 'refused') {
    return { ...rest, status: 'refused', refusal: { status: outcome.status, message: outcome.message, fieldErrors: outcome.fieldErrors } };
  }
  return { ...rest, status: 'queued', lastFailure: { reason: outcome.reason, message: outcome.message, at: now } };
}

/** Only a decided entry is removed (after the traveller has seen the outcome); a pending one never is. */
export function canRemove(entry: OutboxEntry): boolean {
  return !isPending(entry);
}
