import type { z } from 'zod';
import { blogSchema, destinationBlogsSchema, destinationPageSchema, itineraryListSchema, itinerarySchema } from '../../shared/schemas/index.ts';
import { API_MESSAGES } from '../api-messages.ts';
import { idParamsSchema, slugParamsSchema } from '../schemas/responses.ts';
import type { ContentResponses } from './content-responses.ts';
import type { Representation } from './representation.ts';

/** One read endpoint of spec §7: its URL pattern, what it answers, and what it says when nothing is there. */
export interface ContentEndpoint {
  url: string;
  params: z.ZodType<Record<string, string>>;
  /** The 200's schema (enforced once per resource, content-responses.ts). */
  schema: z.ZodType;
  notFound: string;
  /** The stored answer for these (validated) params, if the resource exists. */
  find(params: Record<string, string>): Representation | undefined;
}

/**
 * The content API's URLs, one table for the Fastify routes (routes/content-routes.ts) and for the
 * server's direct answers (content-fast-path.ts), so both match and answer the same.
 */
export function contentEndpoints(responses: ContentResponses): readonly ContentEndpoint[] {
  return [
    { url: '/api/page/:slug', params: slugParamsSchema, schema: destinationPageSchema, notFound: API_MESSAGES.destinationNotFound, find: (p) => responses.destinationPage(p.slug!) },
    { url: '/api/itineraries/:slug', params: slugParamsSchema, schema: itineraryListSchema, notFound: API_MESSAGES.itinerariesNotFound, find: (p) => responses.itineraries(p.slug!) },
    { url: '/api/itineraries/id/:id', params: idParamsSchema, schema: itinerarySchema, notFound: API_MESSAGES.itineraryNotFound, find: (p) => responses.itinerary(p.id!) },
    { url: '/api/blogs/destination/:slug', params: slugParamsSchema, schema: destinationBlogsSchema, notFound: API_MESSAGES.blogsNotFound, find: (p) => responses.destinationBlogs(p.slug!) },
    { url: '/api/blogs/:id', params: idParamsSchema, schema: blogSchema, notFound: API_MESSAGES.blogNotFound, find: (p) => responses.blog(p.id!) },
  ];
}
