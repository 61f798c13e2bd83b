/**
 * spec §7, §8: what a failed content request says. The server answers 404 with these messages and
 * the client falls back to the same words when an answer carries none.
 */
export const NOT_FOUND_TEXT = {
  destination: 'Destination not found',
  itineraries: 'Itineraries not found',
  itinerary: 'Could not find the requested itinerary.',
  destinationBlogs: 'No blogs found for this destination.',
  blog: 'Blog post not found.',
} as const;
