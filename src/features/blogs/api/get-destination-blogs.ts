import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOT_FOUND_TEXT } from '../../../../shared/config/not-found-text.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../../shared/config/paths.ts';
import type { Blog } from '../../../../shared/schemas/blog.ts';
import { blogKeys } from './blog-keys.ts';

/** A post as its card shows it: everything but its text. */
export type BlogTeaser = Omit<Blog, 'content'>;

const teaser = ({ content: _content, ...card }: Blog): BlogTeaser => card;

/**
 * spec §7: GET /api/blogs/destination/{slug} → { latest, recent }, kept as cards. The answer holds
 * each post's whole text, which the destination page never shows: kept, it was a third of the data a
 * prerendered destination page carries for hydration (issue 9: Bali's page 16.3 → 13.3 KB brotli)
 * and of what the query cache stores. A post's page asks for its own text (get-blog.ts).
 */
export const destinationBlogsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.destination(slug),
    queryFn: async () => {
      const { latest, recent } = await apiGet(apiPaths.destinationBlogs(slug), async () => (await import('../../../../shared/schemas/blog.ts')).destinationBlogsSchema, NOT_FOUND_TEXT.destinationBlogs);
      return { latest: latest && teaser(latest), recent: recent.map(teaser) };
    },
  });

export const useDestinationBlogs = (slug: string) => useQuery(destinationBlogsQueryOptions(slug));
