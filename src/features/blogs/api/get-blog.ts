import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../config/paths.ts';
import { blogSchema } from '../../../schemas/blog.ts';
import { blogKeys } from './blog-keys.ts';

/** spec §7: GET /api/blogs/{blogId}. */
export const blogQueryOptions = (id: string) =>
  queryOptions({
    queryKey: blogKeys.detail(id),
    queryFn: () => apiGet(apiPaths.blog(id), blogSchema, 'Blog post not found.'),
  });

export const useBlog = (id: string) => useQuery(blogQueryOptions(id));
