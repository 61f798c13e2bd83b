import { z } from 'zod';
import { blogSchema, destinationBlogsSchema, destinationPageSchema, itineraryListSchema, itinerarySchema } from '../../shared/schemas/index.ts';
import type { ContentQueries } from './queries.ts';
import { Representation } from './representation.ts';

/**
 * The read API's answers, built once per resource and kept: content only changes with a deploy.
 * One resource, one key: `/api/page/Bali` (spec §7 capitalises) and `/api/page/bali` share the
 * representation stored under the lowercase URL — same bytes, same ETag, Content-Location naming
 * the lowercase URL. Unknown slugs are not kept, so odd URLs cannot grow the map.
 */
export type ContentResponses = ReturnType<typeof createContentResponses>;

export function createContentResponses(queries: ContentQueries, securityHeaders: Readonly<Record<string, string>> = {}) {
  const kept = new Map<string, Representation>();
  const answer = <S extends z.ZodType>(location: string, schema: S, find: () => z.input<S> | undefined) => {
    let representation = kept.get(location);
    if (!representation) {
      const value = find();
      if (value === undefined) return undefined;
      // The route's response schema, checked once here instead of on every request.
      representation = new Representation(JSON.stringify(schema.parse(value)), location, securityHeaders);
      kept.set(location, representation);
    }
    return representation;
  };
  const lower = (slug: string) => encodeURIComponent(slug.toLowerCase());

  const responses = {
    destinationPage: (slug: string) => answer(`/api/page/${lower(slug)}`, destinationPageSchema, () => queries.destinationPage(slug)),
    itineraries: (slug: string) => answer(`/api/itineraries/${lower(slug)}`, itineraryListSchema, () => queries.itineraries(slug)),
    itinerary: (id: string) => answer(`/api/itineraries/id/${encodeURIComponent(id)}`, itinerarySchema, () => queries.itinerary(id)),
    destinationBlogs: (slug: string) => answer(`/api/blogs/destination/${lower(slug)}`, destinationBlogsSchema, () => queries.destinationBlogs(slug)),
    blog: (id: string) => answer(`/api/blogs/${encodeURIComponent(id)}`, blogSchema, () => queries.blog(id)),
  };

  /**
   * Builds every answer and compresses it in each encoding in zlib's thread pool, one answer at a
   * time, so that no request compresses on the event loop (server.ts, right after the start; brotli's
   * best quality took up to 150 ms an answer there, holding every other request). Resolves to the
   * number of answers. A request that comes first still compresses its own answer, as before.
   */
  async function compressAll(): Promise<number> {
    const { destinations, themes, itineraries, blogs } = queries.keys();
    const builders = [
      ...destinations.flatMap((slug) => [() => responses.destinationPage(slug), () => responses.itineraries(slug), () => responses.destinationBlogs(slug)]),
      ...themes.map((slug) => () => responses.itineraries(slug)),
      ...itineraries.map((id) => () => responses.itinerary(id)),
      ...blogs.map((id) => () => responses.blog(id)),
    ];
    let count = 0;
    for (const build of builders) {
      const representation = build();
      if (!representation) continue;
      await representation.compressAhead();
      count++;
    }
    return count;
  }

  return { ...responses, compressAll };
}
