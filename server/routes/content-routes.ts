import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogSchema, destinationBlogsSchema, destinationPageSchema, itineraryListSchema, itinerarySchema } from '../../shared/schemas/index.ts';
import { API_MESSAGES } from '../api-messages.ts';
import { createContentResponses } from '../content/content-responses.ts';
import { sendRepresentation, type Representation } from '../content/representation.ts';
import { errorResponses, idParamsSchema, slugParamsSchema } from '../schemas/responses.ts';

/**
 * spec §7 read endpoints, answered from stored, precompressed bytes with a strong ETag
 * (representation.ts): 304 when the client's copy is current. Unknown slugs and ids answer 404
 * with `{ message }`. The 200 schemas are enforced once per resource (content-responses.ts).
 */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const responses = createContentResponses(app.content, app.securityHeaders);
  const endpoints = [
    { url: '/api/page/:slug', params: slugParamsSchema, schema: destinationPageSchema, notFound: API_MESSAGES.destinationNotFound, find: (p: { slug: string }) => responses.destinationPage(p.slug) },
    { url: '/api/itineraries/:slug', params: slugParamsSchema, schema: itineraryListSchema, notFound: API_MESSAGES.itinerariesNotFound, find: (p: { slug: string }) => responses.itineraries(p.slug) },
    { url: '/api/itineraries/id/:id', params: idParamsSchema, schema: itinerarySchema, notFound: API_MESSAGES.itineraryNotFound, find: (p: { id: string }) => responses.itinerary(p.id) },
    { url: '/api/blogs/destination/:slug', params: slugParamsSchema, schema: destinationBlogsSchema, notFound: API_MESSAGES.blogsNotFound, find: (p: { slug: string }) => responses.destinationBlogs(p.slug) },
    { url: '/api/blogs/:id', params: idParamsSchema, schema: blogSchema, notFound: API_MESSAGES.blogNotFound, find: (p: { id: string }) => responses.blog(p.id) },
  ];

  for (const endpoint of endpoints) {
    const find = endpoint.find as (params: unknown) => Representation | undefined;
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
        const found = find(req.params);
        if (found) sendRepresentation(req, reply, found);
        else reply.code(404).send({ message: endpoint.notFound });
      },
    );
  }
};

export default contentRoutes;
