import { apiPaths, paths } from '../../../../shared/config/paths.ts';
import { DEEP_DIVE_SLUGS } from '../../../../shared/config/constants.ts';
import type { DestinationBlogs } from '../../../../shared/schemas/index.ts';
import type { SaveTarget } from './save-target.ts';

/** The pages (HTML) and API answers a save stores; images follow from them (image-plan.ts). */
export interface SavePlan {
  pages: string[];
  api: string[];
}

/** The API answers a destination save reads first: they name its itineraries and blog posts. */
export function destinationIndexUrls(slug: string) {
  return { page: apiPaths.page(slug), itineraries: apiPaths.itineraries(slug), blogs: apiPaths.destinationBlogs(slug) };
}

/** What those answers say a destination holds (`blogs` is null when it has none). */
export interface DestinationIndex {
  itineraryIds: string[];
  blogs: DestinationBlogs | null;
}

const hasGuide = (slug: string) => (DEEP_DIVE_SLUGS as readonly string[]).includes(slug);

/**
 * Everything needed to read `target` with no network (issue 7). A destination: its page, its
 * itinerary list, every itinerary, its blog posts and its guide (if it has one), each page as HTML
 * (a full page load) and as API data (a client-side visit). The guide's text is in the precached
 * app; its page is saved so its pictures are found.
 */
export function planSave(target: SaveTarget, index?: DestinationIndex): SavePlan {
  if (target.kind === 'itinerary') return { pages: [paths.itinerary.href(target.id)], api: [apiPaths.itinerary(target.id)] };
  if (target.kind === 'guide') return { pages: [paths.deepDive.href(target.slug)], api: [] };

  const { slug } = target;
  if (!index) throw new Error(`planSave(destination:${slug}) needs the destination's index`);
  const core = destinationIndexUrls(slug);
  const blogIds = index.blogs ? [...(index.blogs.latest ? [index.blogs.latest._id] : []), ...index.blogs.recent.map((blog) => blog._id)] : [];
  const uniqueBlogIds = [...new Set(blogIds)];
  return {
    pages: [
      paths.destination.href(slug),
      paths.itineraries.href(slug),
      ...index.itineraryIds.map((id) => paths.itinerary.href(id)),
      ...uniqueBlogIds.map((id) => paths.blog.href(id)),
      ...(hasGuide(slug) ? [paths.deepDive.href(slug)] : []),
    ],
    api: [
      core.page,
      core.itineraries,
      ...(index.blogs ? [core.blogs] : []),
      ...index.itineraryIds.map((id) => apiPaths.itinerary(id)),
      ...uniqueBlogIds.map((id) => apiPaths.blog(id)),
    ],
  };
}
