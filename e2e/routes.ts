import { loadContent } from '../shared/content/load-content.ts';
import { pageUrlsOf, prerenderUrls } from '../shared/routes/route-lists.ts';
import { SITE_ROUTES } from '../shared/routes/site-routes.ts';
import { notFoundPages } from '../shared/routes/not-found-pages.ts';

export const content = loadContent();

/** Every prerendered route of the route table. */
export const allRoutes = prerenderUrls(content);

/** The first prerendered page of each route description: one page of every route type. */
export const onePagePerRoute = SITE_ROUTES.filter((route) => route.prerender).flatMap((route) => pageUrlsOf(route, content).slice(0, 1));

/** A URL for each prerendered not-found page: the catch-all one and one per parameter route. */
export const notFoundRoutes = notFoundPages().map((page) => page.path);

/** A representative route of each screen with the main heading it must show. */
export function headingsByRoute(): Array<[string, string | RegExp]> {
  const itinerary = content.itineraries[0]!;
  const blog = content.blogs[0]!;
  const homeBlog = content.homeBlogs[0]!;
  const dubai = content.destinationPages.get('dubai')!;
  return [
    ['/', content.site.tagline],
    ['/destinations', 'All Destinations'],
    ['/destinations/dubai', dubai.name],
    ['/destinations/dubai/deep-dive', 'A Deep Dive into Dubai'],
    ['/destinations/europe/deep-dive', 'The page went on vacation before you — we’ll bring it back soon'],
    ['/itineraries/dubai', 'Dubai Itineraries'],
    ['/itineraries/honeymoon', 'Honeymoon Itineraries'],
    [`/itinerary/${itinerary._id}`, itinerary.name],
    [`/blog/${blog._id}`, blog.title],
    [`/home-blog/${homeBlog.slug}`, homeBlog.title],
    ...[...content.policies.values()].map((p): [string, string] => [`/${p.slug}`, p.title]),
  ];
}
