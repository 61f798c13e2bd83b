import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enquirySchemaFor, writtenAtOf, type EnquiryResponse } from '../../shared/schemas/enquiry.ts';
import { earliestDayOnServer } from '../../shared/schemas/calendar-day.ts';
import { validateSubmission } from '../../shared/schemas/submission.ts';
import { API_MESSAGES } from '../api-messages.ts';
import { enquiryCreatedSchema, errorResponses, invalidBodySchema } from '../schemas/responses.ts';

/** Other headers pass through untouched; only the key is checked. */
const idempotencyHeaders = z.looseObject({
  'idempotency-key': z.string().regex(/^[\x21-\x7e]{8,200}$/, API_MESSAGES.idempotencyKeyInvalid).optional(),
});

/**
 * spec §7: POST /api/inquiries/submit. Validates, stores durably, and answers `{ message, id }`.
 * A repeated Idempotency-Key replays the first answer instead of storing a second enquiry.
 */
const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { enquiryRateLimit, enquiryRateWindowMs } = app.config;

  app.post(
    '/api/inquiries/submit',
    {
      schema: {
        headers: idempotencyHeaders,
        // The body is validated in the handler: its date rule depends on the request's own time
        // (and the enquiry's writtenAt), which a schema fixed at registration cannot know.
        response: { 201: enquiryCreatedSchema, 400: invalidBodySchema, ...errorResponses },
      },
      config: enquiryRateLimit > 0 ? { rateLimit: { max: enquiryRateLimit, timeWindow: enquiryRateWindowMs } } : {},
      // Fastify would also parse text/plain; only JSON is an enquiry.
      onRequest: async (req, reply) => {
        if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
          return reply.code(415).send({ message: API_MESSAGES.unsupportedMediaType } satisfies EnquiryResponse);
        }
      },
    },
    async (req, reply) => {
      const schema = enquirySchemaFor({ today: earliestDayOnServer(new Date(), writtenAtOf(req.body)) });
      const parsed = validateSubmission(schema, req.body);
      if (!parsed.ok) {
        return reply.code(400).send({ message: API_MESSAGES.enquiryInvalid, fieldErrors: parsed.fieldErrors } satisfies EnquiryResponse);
      }
      const result = await app.enquiries.save(parsed.value, req.headers['idempotency-key']);
      if (result.kind === 'key-conflict') {
        return reply.code(422).send({ message: API_MESSAGES.idempotencyConflict });
      }
      req.log.info({ enquiryId: result.enquiry.id, replayed: result.kind === 'replayed' }, 'enquiry stored');
      return reply
        .code(201)
        .header('idempotent-replayed', String(result.kind === 'replayed'))
        .send({ message: API_MESSAGES.enquirySaved, id: result.enquiry.id });
    },
  );
};

export default enquiryRoutes;
