import type { FastifyError, FastifyInstance } from 'fastify';
import { API_MESSAGES } from '../api-messages.ts';

/** Body-parsing failures and other errors answer JSON `{ message }` with the right status. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const status = error.statusCode ?? 500;
    let message: string;
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        message = API_MESSAGES.payloadTooLarge;
        break;
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        message = API_MESSAGES.unsupportedMediaType;
        break;
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        message = API_MESSAGES.malformedJson;
        break;
      default:
        if (status === 429) message = API_MESSAGES.tooManyRequests;
        else if (error instanceof SyntaxError || (status === 400 && /JSON/i.test(error.message))) message = API_MESSAGES.malformedJson;
        else if (status < 500) message = error.message;
        else message = API_MESSAGES.serverError;
    }
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ message });
  });
}
