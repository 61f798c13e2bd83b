import type { z } from 'zod';
import { validateSubmission } from '../../../shared/schemas/submission.ts';

/** `check` validates `valid` with some fields replaced; `errorOf` gives one field's message (and fails if accepted). */
export function fieldChecks(schema: z.ZodType<Record<string, unknown>>, valid: Record<string, unknown>) {
  const check = (fields: Record<string, unknown>) => validateSubmission(schema, { ...valid, ...fields });
  const errorOf = (field: string, value: unknown) => {
    const result = check({ [field]: value });
    if (result.ok) throw new Error(`${field}=${JSON.stringify(value)} was accepted`);
    return (result.fieldErrors as Record<string, string>)[field];
  };
  return { check, errorOf };
}
