/**
 * Every route and its href builder (`paths.destination.href('bali')`). The routes are described once,
 * in shared/routes/site-routes.ts; this is the name components know them by.
 */
export { siteRoutes as paths } from '../routes/site-routes.ts';

/** In-page anchors that links and scroll handlers share. */
export const anchors = {
  destinations: 'destinations',
  desire: 'desire',
  enquiry: 'enquiry',
  about: 'about-us',
  itineraries: 'itineraries',
  faq: 'faq',
} as const;

/** API paths (spec §7); the client only ever calls these relative paths. */
export const apiPaths = {
  page: (slug: string) => `/api/page/${encodeURIComponent(slug.charAt(0).toUpperCase() + slug.slice(1))}`,
  itineraries: (slugOrTheme: string) => `/api/itineraries/${encodeURIComponent(slugOrTheme)}`,
  itinerary: (id: string) => `/api/itineraries/id/${encodeURIComponent(id)}`,
  destinationBlogs: (slug: string) => `/api/blogs/destination/${encodeURIComponent(slug)}`,
  blog: (blogId: string) => `/api/blogs/${encodeURIComponent(blogId)}`,
  enquiry: () => '/api/inquiries/submit',
} as const;
