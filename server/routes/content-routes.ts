import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentEndpoints } from '../content/content-endpoints.ts';
import { sendRepresentation } from '../content/representation.ts';
import { errorResponses } from '../schemas/responses.ts';

/**
 * spec §7 read endpoints, answered from stored, precompressed bytes with a strong ETag
 * (representation.ts): 304 when the client's copy is current. Unknown slugs and ids answer 404
 * with `{ message }`. The 200 schemas are enforced once per resource (content-responses.ts).
 *
 * The server answers most of these GETs before they reach Fastify (content-fast-path.ts); these
 * routes answer the rest (HEAD, 404s, bad parameters) and every request when debug logging is on.
 */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const endpoint of contentEndpoints(app.contentResponses)) {
    app.get(
      endpoint.url,
      {
        // The stored bytes are compressed already, and a GET has no body to decompress:
        // @fastify/compress leaves these routes alone.
        compress: false,
        decompress: false,
        config: { accessLogLevel: 'debug' },
        schema: { params: endpoint.params, response: { 200: endpoint.schema, 304: z.undefined(), ...errorResponses } },
      },
      (req, reply) => {
        const found = endpoint.find(req.params);
        if (found) sendRepresentation(req, reply, found);
        else reply.code(404).send({ message: endpoint.notFound });
      },
    );
  }
};

export default contentRoutes;
