/**
 * Every route of the site and its href builder: the one place a URL is spelt.
 * spec §2 route table, plus /destinations (index linked from the itinerary error state),
 * /offline (the service worker's last resort) and the not-found page.
 */
export const paths = {
  landing: { pattern: '/', href: () => '/' },
  home: { pattern: '/home', href: () => '/home' },
  destinations: { pattern: '/destinations', href: () => '/destinations' },
  destination: { pattern: '/destinations/:slug', href: (slug: string) => `/destinations/${slug}` },
  deepDive: { pattern: '/destinations/:slug/deep-dive', href: (slug: string) => `/destinations/${slug}/deep-dive` },
  itineraries: { pattern: '/itineraries/:destination', href: (slugOrTheme: string) => `/itineraries/${slugOrTheme}` },
  itinerary: { pattern: '/itinerary/:id', href: (id: string) => `/itinerary/${id}` },
  enquire: { pattern: '/enquire', href: () => '/enquire' },
  blog: { pattern: '/blog/:blogId', href: (blogId: string) => `/blog/${blogId}` },
  homeBlog: { pattern: '/home-blog/:blogSlug', href: (blogSlug: string) => `/home-blog/${blogSlug}` },
  aboutUs: { pattern: '/about-us', href: () => '/about-us' },
  testimonials: { pattern: '/testimonials', href: () => '/testimonials' },
  termsAndConditions: { pattern: '/terms-and-conditions', href: () => '/terms-and-conditions' },
  privacyPolicy: { pattern: '/privacy-policy', href: () => '/privacy-policy' },
  shippingPolicy: { pattern: '/shipping-policy', href: () => '/shipping-policy' },
  cancellationPolicy: { pattern: '/cancellation-policy', href: () => '/cancellation-policy' },
  offline: { pattern: '/offline', href: () => '/offline' },
} as const;

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
  /** Issue 8: the expert request is recorded too, then handed to WhatsApp. */
  expertRequest: () => '/api/expert-requests',
} as const;
