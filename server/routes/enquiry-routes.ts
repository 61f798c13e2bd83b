import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enquirySchema, type EnquiryResponse } from '../../shared/schemas/enquiry.ts';
import { API_MESSAGES } from '../api-messages.ts';
import { enquiryCreatedSchema, errorResponses, invalidBodySchema } from '../schemas/responses.ts';

/** Other headers pass through untouched; only the key is checked. */
const idempotencyHeaders = z.looseObject({
  'idempotency-key': z.string().regex(/^[\x21-\x7e]{8,200}$/, API_MESSAGES.idempotencyKeyInvalid).optional(),
});

/** A JSON `null` body is an empty form: every field gets its own message. */
const enquiryBody = z.preprocess((body) => body ?? {}, enquirySchema);

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
        body: enquiryBody,
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
      const result = await app.enquiries.save(req.body, req.headers['idempotency-key']);
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
