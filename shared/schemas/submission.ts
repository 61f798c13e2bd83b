import type { z } from 'zod';

/** One message per field, in the traveller's words. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The answer of a form endpoint (`POST /api/inquiries/submit`, `POST /api/expert-requests`):
 * 201 `{ message, id }`; 400 `{ message, fieldErrors }`; other refusals `{ message }`.
 */
export interface SubmissionResponse<Field extends string> {
  message: string;
  id?: string;
  fieldErrors?: FieldErrors<Field>;
}

export type Validation<Value, Field extends string> =
  | { ok: true; value: Value }
  | { ok: false; fieldErrors: FieldErrors<Field> };

/**
 * Parses form input with `schema` and keeps the first problem of each field. The browser calls it
 * before an enquiry is queued and the server before it is stored, so both refuse the same input with
 * the same words.
 */
export function validateSubmission<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  input: unknown,
): Validation<z.output<S>, Extract<keyof z.output<S>, string>> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { ok: false, fieldErrors: fieldErrors as FieldErrors<Extract<keyof z.output<S>, string>> };
}
