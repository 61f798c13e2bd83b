import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogSchema, destinationBlogsSchema, destinationPageSchema, itinerarySchema } from '../../shared/schemas/index.ts';
import { API_MESSAGES } from '../api-messages.ts';
import { errorResponses, idParamsSchema, slugParamsSchema } from '../schemas/responses.ts';

/** spec §7 read endpoints. Unknown slugs and ids answer 404 with `{ message }`. */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content } = app;

  app.get('/api/page/:slug', { schema: { params: slugParamsSchema, response: { 200: destinationPageSchema, ...errorResponses } } }, async (req, reply) => {
    const page = content.destinationPage(req.params.slug);
    return page ?? reply.code(404).send({ message: API_MESSAGES.destinationNotFound });
  });

  app.get('/api/itineraries/:slug', { schema: { params: slugParamsSchema, response: { 200: z.array(itinerarySchema), ...errorResponses } } }, async (req, reply) => {
    const list = content.itineraries(req.params.slug);
    return list ?? reply.code(404).send({ message: API_MESSAGES.itinerariesNotFound });
  });

  app.get('/api/itineraries/id/:id', { schema: { params: idParamsSchema, response: { 200: itinerarySchema, ...errorResponses } } }, async (req, reply) => {
    const itinerary = content.itinerary(req.params.id);
    return itinerary ?? reply.code(404).send({ message: API_MESSAGES.itineraryNotFound });
  });

  app.get('/api/blogs/destination/:slug', { schema: { params: slugParamsSchema, response: { 200: destinationBlogsSchema, ...errorResponses } } }, async (req, reply) => {
    const blogs = content.destinationBlogs(req.params.slug);
    return blogs ?? reply.code(404).send({ message: API_MESSAGES.blogsNotFound });
  });

  app.get('/api/blogs/:id', { schema: { params: idParamsSchema, response: { 200: blogSchema, ...errorResponses } } }, async (req, reply) => {
    const blog = content.blog(req.params.id);
    return blog ?? reply.code(404).send({ message: API_MESSAGES.blogNotFound });
  });
};

export default contentRoutes;
