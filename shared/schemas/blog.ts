import { z } from 'zod';
import { destinationSlugSchema, htmlSchema, imageRefSchema, nonEmpty } from './common.ts';

/** spec §3 "Blog (server)". */
export const blogSchema = z.object({
  _id: z.string().regex(/^[a-z0-9-]+$/),
  destination: destinationSlugSchema,
  title: nonEmpty,
  excerpt: nonEmpty,
  image: imageRefSchema,
  content: htmlSchema,
  createdAt: z.iso.datetime(),
});
export type Blog = z.infer<typeof blogSchema>;

/** spec §7: GET /api/blogs/destination/{slug}. */
export const destinationBlogsSchema = z.object({ latest: blogSchema.nullable(), recent: z.array(blogSchema) });
export type DestinationBlogs = z.infer<typeof destinationBlogsSchema>;
