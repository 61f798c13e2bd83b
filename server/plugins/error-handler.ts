import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '../api-messages.ts';
import { DatabaseUnavailableError } from '../db/sql-client.ts';

const PARSER_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: API_MESSAGES.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: API_MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: API_MESSAGES.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: API_MESSAGES.malformedJson,
  FST_ERR_CTP_INVALID_JSON_BODY: API_MESSAGES.malformedJson,
};

/** The first problem of each field of a body, in the traveller's words (the schema's messages). */
function fieldErrorsOf(issues: ReadonlyArray<{ instancePath: string; message?: string }>) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/')[1];
    if (field && !errors[field]) errors[field] = issue.message ?? 'invalid';
  }
  return errors;
}

/**
 * Every error answers JSON `{ message }` with the right status: a body that fails its schema 400 with
 * `fieldErrors`, body-parsing problems 400/413/415, a database that cannot write 503, bugs 500.
 */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'body') {
        return reply.code(400).send({ message: API_MESSAGES.enquiryInvalid, fieldErrors: fieldErrorsOf(error.validation) });
      }
      return reply.code(400).send({ message: error.validation[0]?.message ?? API_MESSAGES.enquiryInvalid });
    }
    if (error instanceof DatabaseUnavailableError) {
      req.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '30').send({ message: API_MESSAGES.storageUnavailable });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    let message = PARSER_MESSAGES[error.code];
    if (!message) {
      if (status === 429) message = API_MESSAGES.tooManyRequests;
      else if (error instanceof SyntaxError || (status === 400 && /JSON/i.test(error.message))) message = API_MESSAGES.malformedJson;
      else if (status < 500) message = error.message;
      else message = API_MESSAGES.serverError;
    }
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ message });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
