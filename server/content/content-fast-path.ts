import type { IncomingMessage, ServerResponse } from 'node:http';
import FindMyWay from 'find-my-way';
import type { ContentEndpoint } from './content-endpoints.ts';
import { writeRepresentation } from './representation.ts';

/** Answers a request from Node's request event and says true, or says false and leaves it to Fastify. */
export type DirectAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The content API's stored answers, written from Node's request event before the request enters
 * Fastify. These answers are bytes fixed at deploy (content-responses.ts), and what Fastify did
 * around them per request (its request and reply objects, a child logger, the hooks, the zod type
 * provider's parameter check) was a third of the API's time: `npm run bench` measured content GETs
 * at 0.5× a bare Fastify hello through Fastify, and well above through here (issue 9).
 *
 * Only a GET that finds a stored answer is written here, with what Fastify would have added: the
 * request id (`requestId`, the same rule as Fastify's genReqId). Everything else goes on to Fastify
 * and its routes (routes/content-routes.ts), as before: HEAD, unknown slugs and ids, parameters the
 * schema refuses, URLs that do not decode, every other path. URLs are matched by find-my-way, the
 * router inside Fastify, with Fastify's defaults, so a URL means the same on both sides. The access
 * log line is a debug one for these routes, so the server leaves this path off when debug is on.
 */
export function contentFastPath(endpoints: readonly ContentEndpoint[], requestId: (req: IncomingMessage) => string): DirectAnswer {
  const router = FindMyWay();
  for (const endpoint of endpoints) router.on('GET', endpoint.url, () => {}, endpoint);
  return (req, res) => {
    if (req.method !== 'GET') return false;
    const route = router.find('GET', req.url ?? '');
    if (!route) return false;
    const endpoint = route.store as ContentEndpoint;
    const params = endpoint.params.safeParse(route.params);
    let representation;
    try {
      representation = params.success ? endpoint.find(params.data) : undefined;
    } catch {
      return false; // Fastify's route meets the same error, answers 500 and logs it
    }
    if (!representation) return false;
    writeRepresentation(req, res, representation, ['x-request-id', requestId(req)]);
    return true;
  };
}
