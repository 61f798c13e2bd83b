import { DESTINATION_SLUGS, POLICY_SLUGS, THEME_SLUGS } from '../shared/config/constants.ts';
import { paths } from '../shared/config/paths.ts';
import type { Content } from '../shared/content/load-content.ts';

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
    ...POLICY_SLUGS.map((slug) => `/${slug}`),
    ...DESTINATION_SLUGS.map((slug) => paths.destination.href(slug)),
    // Europe and Australia have no guide: their deep-dive URL gets the route's not-found page (404).
    ...[...content.guides.keys()].map((slug) => paths.deepDive.href(slug)),
    ...[...DESTINATION_SLUGS, ...THEME_SLUGS].map((slug) => paths.itineraries.href(slug)),
    ...content.itineraries.map((it) => paths.itinerary.href(it._id)),
    ...content.blogs.map((blog) => paths.blog.href(blog._id)),
    ...content.homeBlogs.map((blog) => paths.homeBlog.href(blog.slug)),
  ].filter((route, i, all) => all.indexOf(route) === i);
}
