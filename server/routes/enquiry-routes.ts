import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enquirySchemaFor, writtenAtOf, type EnquiryResponse } from '../../shared/schemas/enquiry.ts';
import { earliestDayOnServer } from '../../shared/schemas/calendar-day.ts';
import { validateSubmission } from '../../shared/schemas/submission.ts';
import { API_MESSAGES } from '../api-messages.ts';
import { answerSaved, idempotencyHeaders, requireJson, storeAndNotify, submissionRateLimit, submissionResponses } from './submission-route.ts';

/**
 * spec §7: POST /api/inquiries/submit. Validates, stores durably with its notification rows, and
 * answers `{ message, id }`. A repeated Idempotency-Key replays the first answer instead of storing a
 * second enquiry (or notifying twice).
 */
const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/inquiries/submit',
    {
      // The body is validated in the handler: its date rule depends on the request's own time
      // (and the enquiry's writtenAt), which a schema fixed at registration cannot know.
      schema: { headers: idempotencyHeaders, response: submissionResponses },
      config: submissionRateLimit(app),
      onRequest: requireJson,
    },
    async (req, reply) => {
      const schema = enquirySchemaFor({ today: earliestDayOnServer(new Date(), writtenAtOf(req.body)) });
      const parsed = validateSubmission(schema, req.body);
      if (!parsed.ok) {
        return reply.code(400).send({ message: API_MESSAGES.enquiryInvalid, fieldErrors: parsed.fieldErrors } satisfies EnquiryResponse);
      }
      const saved = await storeAndNotify(app, 'enquiry', async (tx) => {
        const result = await app.enquiries.save(parsed.value, req.headers['idempotency-key'], tx);
        return result.kind === 'key-conflict' ? result : { kind: result.kind, id: result.enquiry.id };
      });
      if (saved.kind !== 'key-conflict') req.log.info({ enquiryId: saved.id, replayed: saved.kind === 'replayed' }, 'enquiry stored');
      return answerSaved(reply, saved, API_MESSAGES.enquirySaved);
    },
  );
};

export default enquiryRoutes;
