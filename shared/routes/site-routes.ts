import { POLICY_SLUGS, THEME_SLUGS, type PolicySlug } from '../config/constants.ts';
import { describeRoute, type DescribedRoute, type RouteDescription } from './route-description.ts';

/** The href builder of a route without params. */
const only = (to: (params: Record<never, string>) => string) => () => to({});

/** Facts most routes share: prerendered, listed in the sitemap, not precached. */
const PUBLIC_PAGE = { prerender: true, precache: false, sitemap: true, indexable: true } as const;
/** A route with params: an id the content does not have gets the route's own not-found page (404). */
const CONTENT_PAGES = { notFoundPage: true } as const;
/**
 * The pages whose HTML the worker precaches: the start page, so the installed app paints from the
 * worker at once, and the offline page, its last resort. Other pages whose words are in the code the
 * worker precaches (design card: home, the deep-dive guides, the policies; issue 8: the enquiry page;
 * search, saved trips) open offline without a visit from the shell, which their screen renders: their
 * HTML is not precached as well (issue 9: each guide once, in a precache of at most 500 KiB).
 */
const FIRST_SCREEN = { ...PUBLIC_PAGE, precache: true } as const;

const policy = (slug: PolicySlug, linkText: string) =>
  describeRoute({ id: slug, pattern: `/${slug}`, module: 'policy.tsx', linkText, ...PUBLIC_PAGE }, only);

/**
 * Every route of the site, described once (spec §2 route table, plus /destinations, the index the
 * error states link to, /offline, the worker's last resort, and the not-found catch-all). The router,
 * prerender, sitemap, worker precache, server fallback and link checker derive from this list
 * (shared/routes/route-lists.ts); components build links with `paths.<name>.href(…)`.
 */
export const siteRoutes = {
  landing: describeRoute({ id: 'landing', pattern: '/', module: 'landing.tsx', ...FIRST_SCREEN }, only),
  // Search engines are pointed at '/' (canonical), so /home stays out of the sitemap.
  home: describeRoute({ id: 'home', pattern: '/home', module: 'home.tsx', ...PUBLIC_PAGE, sitemap: false }, only),
  destinations: describeRoute({ id: 'destinations', pattern: '/destinations', module: 'destinations.tsx', ...PUBLIC_PAGE }, only),
  destination: describeRoute(
    {
      id: 'destination',
      pattern: '/destinations/:slug',
      module: 'destination.tsx',
      pages: (content) => [...content.destinationPages.keys()].map((slug) => ({ slug })),
      ...PUBLIC_PAGE,
      ...CONTENT_PAGES,
    },
    (to) => (slug: string) => to({ slug }),
  ),
  // A page per guide; any other slug (a destination without a guide too) gets the route's not-found
  // page with the spec's "went on vacation" words (404).
  deepDive: describeRoute(
    {
      id: 'deep-dive',
      pattern: '/destinations/:slug/deep-dive',
      module: 'deep-dive.tsx',
      pages: (content) => [...content.guides.keys()].map((slug) => ({ slug })),
      ...PUBLIC_PAGE,
      ...CONTENT_PAGES,
    },
    (to) => (slug: string) => to({ slug }),
  ),
  itineraries: describeRoute(
    {
      id: 'itineraries',
      pattern: '/itineraries/:destination',
      module: 'itineraries.tsx',
      pages: (content) => [...content.destinationPages.keys(), ...THEME_SLUGS].map((destination) => ({ destination })),
      ...PUBLIC_PAGE,
      ...CONTENT_PAGES,
    },
    (to) => (slugOrTheme: string) => to({ destination: slugOrTheme }),
  ),
  itinerary: describeRoute(
    {
      id: 'itinerary',
      pattern: '/itinerary/:id',
      module: 'itinerary.tsx',
      pages: (content) => content.itineraries.map((itinerary) => ({ id: itinerary._id })),
      ...PUBLIC_PAGE,
      ...CONTENT_PAGES,
    },
    (to) => (id: string) => to({ id }),
  ),
  // Issue 8: the enquiry page opens offline too (an enquiry written there waits in the outbox).
  enquire: describeRoute({ id: 'enquire', pattern: '/enquire', module: 'enquire.tsx', ...PUBLIC_PAGE }, only),
  blog: describeRoute(
    {
      id: 'blog',
      pattern: '/blog/:blogId',
      module: 'blog.tsx',
      pages: (content) => content.blogs.map((blog) => ({ blogId: blog._id })),
      ...PUBLIC_PAGE,
      ...CONTENT_PAGES,
    },
    (to) => (blogId: string) => to({ blogId }),
  ),
  homeBlog: describeRoute(
    {
      id: 'home-blog',
      pattern: '/home-blog/:blogSlug',
      module: 'home-blog.tsx',
      pages: (content) => content.homeBlogs.map((blog) => ({ blogSlug: blog.slug })),
      ...PUBLIC_PAGE,
      ...CONTENT_PAGES,
    },
    (to) => (blogSlug: string) => to({ blogSlug }),
  ),
  aboutUs: describeRoute({ id: 'about-us', pattern: '/about-us', module: 'about-us.tsx', ...PUBLIC_PAGE }, only),
  testimonials: describeRoute({ id: 'testimonials', pattern: '/testimonials', module: 'testimonials.tsx', ...PUBLIC_PAGE }, only),
  termsAndConditions: policy('terms-and-conditions', 'Terms and Conditions'),
  privacyPolicy: policy('privacy-policy', 'Privacy Policy'),
  shippingPolicy: policy('shipping-policy', 'Shipping Policy'),
  cancellationPolicy: policy('cancellation-policy', 'Cancellation Policy'),
  offline: describeRoute({ id: 'offline', pattern: '/offline', module: 'offline.tsx', ...FIRST_SCREEN, sitemap: false, indexable: false }, only),
  // /search?q=…: the query is read in the browser (the prerendered page has none); its code and index are precached, so search opens offline.
  search: describeRoute(
    { id: 'search', pattern: '/search', module: 'search.tsx', ...PUBLIC_PAGE, sitemap: false, indexable: false },
    (to) => (query = '') => (query.trim() ? `${to({})}?${new URLSearchParams({ q: query.trim() })}` : to({})),
  ),
  // What this device keeps for offline reading (issue 7): a page of the device, not of the web.
  savedTrips: describeRoute(
    { id: 'saved-trips', pattern: '/saved-trips', module: 'saved-trips.tsx', ...PUBLIC_PAGE, sitemap: false, indexable: false, linkText: 'Saved trips' },
    only,
  ),
  // Any other path. The prerender renders it once, to dist/404.html (scripts/build/prerender.ts).
  notFound: describeRoute(
    { id: 'not-found', pattern: '*', module: 'not-found.tsx', prerender: false, precache: false, sitemap: false, indexable: false },
    (to) => (path: string) => to({ '*': path }),
  ),
} as const;

/** The routes in the router's order. */
export const SITE_ROUTES: readonly RouteDescription[] = Object.values(siteRoutes);

/** spec §2 footer: the four policy pages. */
export const POLICY_ROUTES = Object.values(siteRoutes).filter((route): route is DescribedRoute<() => string> =>
  (POLICY_SLUGS as readonly string[]).includes(route.id),
);
