import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOT_FOUND_TEXT } from '../../../../shared/config/not-found-text.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../../shared/config/paths.ts';
import { blogKeys } from './blog-keys.ts';

/** spec §7: GET /api/blogs/{blogId}. */
export const blogQueryOptions = (id: string) =>
  queryOptions({
    queryKey: blogKeys.detail(id),
    queryFn: () => apiGet(apiPaths.blog(id), async () => (await import('../../../../shared/schemas/blog.ts')).blogSchema, NOT_FOUND_TEXT.blog),
  });

export const useBlog = (id: string) => useQuery(blogQueryOptions(id));
