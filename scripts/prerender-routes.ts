import { DESTINATION_SLUGS, POLICY_SLUGS, THEME_SLUGS } from '../shared/config/constants.ts';
import { paths } from '../shared/config/paths.ts';
import type { Content } from '../shared/content/load-content.ts';

/** The URL the prerender renders to produce dist/404.html (matches only the not-found route). */
export const NOT_FOUND_PROBE = '/__not-found__';

/** Every URL of the route table that has content, from the content itself. */
export function prerenderRoutes(content: Content): string[] {
  return [
    paths.landing.href(),
    paths.home.href(),
    paths.destinations.href(),
    paths.enquire.href(),
    paths.aboutUs.href(),
    paths.testimonials.href(),
    paths.offline.href(),
    paths.search.href(),
    ...POLICY_SLUGS.map((slug) => `/${slug}`),
    ...DESTINATION_SLUGS.map((slug) => paths.destination.href(slug)),
    // Europe and Australia have no guide: their deep-dive URL shows the "went on vacation" state.
    ...DESTINATION_SLUGS.map((slug) => paths.deepDive.href(slug)),
    ...[...DESTINATION_SLUGS, ...THEME_SLUGS].map((slug) => paths.itineraries.href(slug)),
    ...content.itineraries.map((it) => paths.itinerary.href(it._id)),
    ...content.blogs.map((blog) => paths.blog.href(blog._id)),
    ...content.homeBlogs.map((blog) => paths.homeBlog.href(blog.slug)),
  ].filter((route, i, all) => all.indexOf(route) === i);
}

