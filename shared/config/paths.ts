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
  /** The site-wide footer, which hydrates when seen (src/components/layout/site-footer.tsx). */
  footer: 'site-footer',
  /** Sections of the /offline page: what works with no connection. */
  offlineGuides: 'guides',
  offlinePolicies: 'policies',
} as const;

/** API paths (spec §7), in their own module so the service worker can use them without the route list. */
export { apiPaths } from './api-paths.ts';
