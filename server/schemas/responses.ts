import { z } from 'zod';

/** Every answer that is not the resource itself: errors, 404s, confirmations (spec §7). */
export const messageSchema = z.object({ message: z.string() });

/** Error answers of any route: 4xx and 5xx are `{ message }`. */
export const errorResponses = { '4xx': messageSchema, '5xx': messageSchema } as const;

/** POST /api/inquiries/submit: 201 `{ message, id }`; 400 names each bad field in `fieldErrors`. */
export const enquiryCreatedSchema = z.object({ message: z.string(), id: z.string() });
export const invalidBodySchema = z.object({ message: z.string(), fieldErrors: z.record(z.string(), z.string()).optional() });

/** Route parameters of the read endpoints: over-long values are refused before any lookup. */
export const slugParamsSchema = z.object({ slug: z.string().min(1).max(80, 'That address is too long.') });
export const idParamsSchema = z.object({ id: z.string().min(1).max(120, 'That address is too long.') });
