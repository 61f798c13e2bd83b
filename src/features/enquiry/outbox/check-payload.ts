import { enquirySchemaFor } from '../../../../shared/schemas/enquiry.ts';
import { expertRequestSchema } from '../../../../shared/schemas/expert-request.ts';
import { localDay } from '../../../../shared/schemas/calendar-day.ts';
import { validateSubmission } from '../../../../shared/schemas/submission.ts';
import type { OutboxKind, OutboxPayloads } from './outbox-entry.ts';

export type CheckResult<K extends OutboxKind> = { ok: true; payload: OutboxPayloads[K] } | { ok: false; fieldErrors: Record<string, string> };

/**
 * The server's own schemas, applied before anything is queued, so an enquiry written offline is not
 * refused on replay (the travel date is judged against the traveller's own today). Loaded on submit,
 * which keeps zod out of the first page load; the worker precaches the chunk, so it loads offline too.
 */
export function checkPayloadNow<K extends OutboxKind>(kind: K, values: unknown, now = new Date()): CheckResult<K> {
  const schema = kind === 'enquiry' ? enquirySchemaFor({ today: localDay(now) }) : expertRequestSchema;
  const checked = validateSubmission(schema, values);
  if (!checked.ok) return { ok: false, fieldErrors: checked.fieldErrors as Record<string, string> };
  return { ok: true, payload: checked.value as OutboxPayloads[K] };
}
