import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOT_FOUND_TEXT } from '../../../../shared/config/not-found-text.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../../shared/config/paths.ts';
import { blogKeys } from './blog-keys.ts';

/** spec §7: GET /api/blogs/destination/{slug} → { latest, recent }. */
export const destinationBlogsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.destination(slug),
    queryFn: () => apiGet(apiPaths.destinationBlogs(slug), async () => (await import('../../../../shared/schemas/blog.ts')).destinationBlogsSchema, NOT_FOUND_TEXT.destinationBlogs),
  });

export const useDestinationBlogs = (slug: string) => useQuery(destinationBlogsQueryOptions(slug));
