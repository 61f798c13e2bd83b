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
