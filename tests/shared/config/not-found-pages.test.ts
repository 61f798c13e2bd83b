import { NOT_FOUND_PARAM, PARAM_ROUTE_NOT_FOUND_PAGES, notFoundPageFor } from '../../../shared/config/not-found-pages.ts';

describe('not-found pages (one per route with a parameter)', () => {
  it('probes each route with a value that names no content', () => {
    expect(PARAM_ROUTE_NOT_FOUND_PAGES.map((page) => page.path)).toEqual([
      `/destinations/${NOT_FOUND_PARAM}`,
      `/destinations/${NOT_FOUND_PARAM}/deep-dive`,
      `/itineraries/${NOT_FOUND_PARAM}`,
      `/itinerary/${NOT_FOUND_PARAM}`,
      `/blog/${NOT_FOUND_PARAM}`,
      `/home-blog/${NOT_FOUND_PARAM}`,
    ]);
  });

  it.each([
    ['/destinations/atlantis', '404/destination.html'],
    ['/destinations/europe/deep-dive', '404/deepDive.html'],
    ['/destinations/europe/deep-dive/', '404/deepDive.html'],
    ['/itineraries/atlantis', '404/itineraries.html'],
    ['/itinerary/abc123', '404/itinerary.html'],
    ['/blog/abc123', '404/blog.html'],
    ['/home-blog/no-such-post', '404/homeBlog.html'],
    ['/destinations/a/b/c', '404.html'],
    ['/itinerary', '404.html'],
    ['/no/such/page', '404.html'],
  ])('%s → %s', (path, file) => {
    expect(notFoundPageFor(path)).toBe(file);
  });
});
