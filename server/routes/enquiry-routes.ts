import type { FastifyInstance } from 'fastify';
import { enquirySchemaFor, writtenAtOf, type EnquiryResponse } from '../../shared/schemas/enquiry.ts';
import { earliestDayOnServer } from '../../shared/schemas/calendar-day.ts';
import { validateSubmission } from '../../shared/schemas/submission.ts';
import { ENQUIRY_LIMITS } from '../../shared/config/constants.ts';
import type { EnquiryRepository } from '../repositories/enquiries.ts';
import { API_MESSAGES } from '../api-messages.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

/**
 * spec §7: POST /api/inquiries/submit. Validates, stores durably, and answers `{ message, id }`.
 * A repeated Idempotency-Key replays the first answer instead of storing a second enquiry.
 */
export async function enquiryRoutes(app: FastifyInstance, { enquiries }: { enquiries: EnquiryRepository }) {
  app.post<{ Body: unknown }>(
    '/api/inquiries/submit',
    {
      bodyLimit: ENQUIRY_LIMITS.bodyLimitBytes,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      // Fastify would also parse text/plain; only JSON is an enquiry.
      onRequest: async (req, reply) => {
        const type = req.headers['content-type'] ?? '';
        if (!/^application\/json\b/i.test(type)) {
          return reply.code(415).send({ message: API_MESSAGES.unsupportedMediaType } satisfies EnquiryResponse);
        }
      },
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
        return reply.code(400).send({ message: API_MESSAGES.idempotencyKeyInvalid } satisfies EnquiryResponse);
      }
      const schema = enquirySchemaFor({ today: earliestDayOnServer(new Date(), writtenAtOf(req.body)) });
      const parsed = validateSubmission(schema, req.body);
      if (!parsed.ok) {
        return reply.code(400).send({ message: API_MESSAGES.enquiryInvalid, fieldErrors: parsed.fieldErrors } satisfies EnquiryResponse);
      }
      const result = enquiries.save(parsed.value, key);
      if (result.kind === 'key-conflict') {
        return reply.code(422).send({ message: API_MESSAGES.idempotencyConflict } satisfies EnquiryResponse);
      }
      req.log.info({ enquiryId: result.enquiry.id, replayed: result.kind === 'replayed' }, 'enquiry stored');
      return reply
        .code(201)
        .header('idempotent-replayed', String(result.kind === 'replayed'))
        .send({ message: API_MESSAGES.enquirySaved, id: result.enquiry.id } satisfies EnquiryResponse);
    },
  );
}
