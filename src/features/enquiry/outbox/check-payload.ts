import { z } from 'zod';
import { enquirySchema } from '../../../../shared/schemas/enquiry.ts';
import type { OutboxKind, OutboxPayloads } from './outbox-entry.ts';

/**
 * The schemas the server validates with, per outbox kind. Checked before anything is queued, so an
 * enquiry written offline is not refused on replay. Loaded on submit (`checkPayload`), which keeps
 * zod out of the first page load; the worker precaches the chunk, so it loads offline too.
 */
const SCHEMAS: { [K in OutboxKind]: z.ZodType<OutboxPayloads[K]> } = {
  enquiry: enquirySchema,
  'expert-request': z.never(),
};

export type CheckResult<K extends OutboxKind> = { ok: true; payload: OutboxPayloads[K] } | { ok: false; fieldErrors: Record<string, string> };

export function checkPayloadNow<K extends OutboxKind>(kind: K, values: unknown): CheckResult<K> {
  const parsed = SCHEMAS[kind].safeParse(values);
  if (parsed.success) return { ok: true, payload: parsed.data };
  const messages = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
  return { ok: false, fieldErrors: Object.fromEntries(Object.entries(messages).map(([field, list]) => [field, list?.[0] ?? ''])) };
}
