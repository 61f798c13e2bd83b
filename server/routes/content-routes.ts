import type { FastifyInstance } from 'fastify';
import type { ContentQueries } from '../content/queries.ts';
import { API_MESSAGES } from '../api-messages.ts';

interface SlugParams {
  slug: string;
}

const slugParams = {
  type: 'object',
  properties: { slug: { type: 'string', minLength: 1, maxLength: 80 } },
  required: ['slug'],
} as const;
const idParams = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 120 } },
  required: ['id'],
} as const;

/** spec §7 read endpoints. Unknown slugs and ids answer 404 with `{ message }`. */
export async function contentRoutes(app: FastifyInstance, { queries }: { queries: ContentQueries }) {
  app.get<{ Params: SlugParams }>('/api/page/:slug', { schema: { params: slugParams } }, async (req, reply) => {
    const page = queries.destinationPage(req.params.slug);
    return page ?? reply.code(404).send({ message: API_MESSAGES.destinationNotFound });
  });

  app.get<{ Params: SlugParams }>('/api/itineraries/:slug', { schema: { params: slugParams } }, async (req, reply) => {
    const list = queries.itineraries(req.params.slug);
    return list ?? reply.code(404).send({ message: API_MESSAGES.itinerariesNotFound });
  });

  app.get<{ Params: { id: string } }>('/api/itineraries/id/:id', { schema: { params: idParams } }, async (req, reply) => {
    const itinerary = queries.itinerary(req.params.id);
    return itinerary ?? reply.code(404).send({ message: API_MESSAGES.itineraryNotFound });
  });

  app.get<{ Params: SlugParams }>('/api/blogs/destination/:slug', { schema: { params: slugParams } }, async (req, reply) => {
    const blogs = queries.destinationBlogs(req.params.slug);
    return blogs ?? reply.code(404).send({ message: API_MESSAGES.blogsNotFound });
  });

  app.get<{ Params: { id: string } }>('/api/blogs/:id', { schema: { params: idParams } }, async (req, reply) => {
    const blog = queries.blog(req.params.id);
    return blog ?? reply.code(404).send({ message: API_MESSAGES.blogNotFound });
  });
}
