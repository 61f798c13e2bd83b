import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expertRequestSchema } from '../../shared/schemas/expert-request.ts';
import { apiPaths } from '../../shared/config/paths.ts';
import { API_MESSAGES } from '../api-messages.ts';
import { answerSaved, idempotencyHeaders, requireJson, storeAndNotify, submissionRateLimit, submissionResponses } from './submission-route.ts';

/** A JSON `null` body is an empty form: every field gets its own message. */
const expertRequestBody = z.preprocess((body) => body ?? {}, expertRequestSchema);

/**
 * POST /api/expert-requests ('PLAN WITH AN EXPERT', issue 8): validated with the shared schema,
 * stored once per Idempotency-Key with its notification rows, 201 `{ message, id }`; then the browser
 * opens WhatsApp with the spec §7 message.
 */
const expertRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.expertRequest(),
    {
      schema: { headers: idempotencyHeaders, body: expertRequestBody, response: submissionResponses },
      config: submissionRateLimit(app),
      onRequest: requireJson,
    },
    async (req, reply) => {
      const saved = await storeAndNotify(app, 'expert-request', async (tx) => {
        const result = await app.expertRequests.save(req.body, req.headers['idempotency-key'], tx);
        return result.kind === 'key-conflict' ? result : { kind: result.kind, id: result.stored.id };
      });
      if (saved.kind !== 'key-conflict') req.log.info({ expertRequestId: saved.id, replayed: saved.kind === 'replayed' }, 'expert request stored');
      return answerSaved(reply, saved, API_MESSAGES.expertRequestSaved);
    },
  );
};

export default expertRequestRoutes;
