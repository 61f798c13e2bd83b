import { apiPostJson, messageOf } from '../../../lib/api-client.ts';
// Not config/paths.ts: that brings the whole route list (and react-router) into the service worker.
import { apiPaths } from '../../../../shared/config/api-paths.ts';
import { SEND_TIMEOUT_MS, type OutboxEntry, type OutboxKind, type SendOutcome } from './outbox-entry.ts';

const ENDPOINTS: Record<OutboxKind, () => string> = {
  enquiry: apiPaths.enquiry,
  'expert-request': apiPaths.expertRequest,
};

/** Answers that mean "not now" rather than "no": the entry waits and is tried again. */
const TRY_AGAIN_STATUSES = new Set([408, 425, 429]);

function fieldErrorsOf(body: unknown): Record<string, string> {
  const fieldErrors = (body as { fieldErrors?: unknown } | null)?.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return {};
  return Object.fromEntries(Object.entries(fieldErrors).filter((pair): pair is [string, string] => typeof pair[1] === 'string'));
}

/**
 * One try: POST the entry with its Idempotency-Key, abandoning it after `timeoutMs` (a request that
 * hangs on a flaky connection must not hold the enquiry forever). Never throws: every ending is an outcome.
 */
export async function sendEntry(entry: OutboxEntry, timeoutMs = SEND_TIMEOUT_MS): Promise<SendOutcome> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    // writtenAt: the server judges the travel date by the day it was written, not the day it arrived.
    const payload = { ...entry.payload, writtenAt: new Date(entry.queuedAt).toISOString() };
    const { ok, status, body } = await apiPostJson(ENDPOINTS[entry.kind](), payload, { 'idempotency-key': entry.key }, abort.signal);
    const message = messageOf(body);
    const id = (body as { id?: unknown } | null)?.id;
    if (ok) return { type: 'delivered', message, id: typeof id === 'string' ? id : undefined };
    if (status >= 500 || TRY_AGAIN_STATUSES.has(status)) return { type: 'retry', reason: 'server', message };
    return { type: 'refused', status, message, fieldErrors: fieldErrorsOf(body) };
  } catch (error) {
    if (abort.signal.aborted) return { type: 'retry', reason: 'timeout' };
    return { type: 'retry', reason: error instanceof Error ? 'network' : 'unknown' };
  } finally {
    clearTimeout(timer);
  }
}
