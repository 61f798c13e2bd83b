import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SqlExecutor } from '../db/sql-client.ts';
import type { InboxKind } from '../inbox/inbox-item.ts';
import { API_MESSAGES } from '../api-messages.ts';
import { enquiryCreatedSchema, errorResponses, invalidBodySchema } from '../schemas/responses.ts';

/**
 * What the two form endpoints (enquiries, expert requests) share: an optional Idempotency-Key,
 * JSON only, the per-address rate limit, the same answers, and storing the item together with its
 * notification rows in one transaction.
 */

/** Other headers pass through untouched; only the key is checked. */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z.string().regex(/^[\x21-\x7e]{8,200}$/, API_MESSAGES.idempotencyKeyInvalid).optional(),
});

/** 201 `{ message, id }`; 400 `{ message, fieldErrors }`; other errors `{ message }`. */
export const submissionResponses = { 201: enquiryCreatedSchema, 400: invalidBodySchema, ...errorResponses };

/** ENQUIRY_RATE_LIMIT per ENQUIRY_RATE_WINDOW_MS per client address, for each form endpoint. */
export function submissionRateLimit(app: FastifyInstance) {
  const { enquiryRateLimit, enquiryRateWindowMs } = app.config;
  return enquiryRateLimit > 0 ? { rateLimit: { max: enquiryRateLimit, timeWindow: enquiryRateWindowMs } } : {};
}

/** Fastify would also parse text/plain; only JSON is a form submission. */
export async function requireJson(req: FastifyRequest, reply: FastifyReply) {
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
    return reply.code(415).send({ message: API_MESSAGES.unsupportedMediaType });
  }
}

type Saved = { kind: 'created' | 'replayed'; id: string } | { kind: 'key-conflict' };

/**
 * Stores an item and, when it is new, its notification rows in the same transaction (the
 * transactional outbox: both or neither), then nudges the delivery loop. The traveller's answer never
 * waits for a notification to be sent.
 */
export async function storeAndNotify(app: FastifyInstance, kind: InboxKind, save: (tx: SqlExecutor) => Promise<Saved>): Promise<Saved> {
  const saved = await app.db.transaction(async (tx) => {
    const result = await save(tx);
    if (result.kind === 'created') await app.notifier.record({ kind, id: result.id }, tx);
    return result;
  });
  if (saved.kind === 'created' && app.notifier.channels.length) app.notifier.nudge();
  return saved;
}

/** 422 for a reused key, else 201 with the first answer (replays say so in `idempotent-replayed`). */
export function answerSaved(reply: FastifyReply, saved: Saved, message: string) {
  if (saved.kind === 'key-conflict') return reply.code(422).send({ message: API_MESSAGES.idempotencyConflict });
  return reply.code(201).header('idempotent-replayed', String(saved.kind === 'replayed')).send({ message, id: saved.id });
}
