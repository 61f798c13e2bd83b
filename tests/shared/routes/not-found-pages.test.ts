import { NOT_FOUND_PARAM, fallbackPageFor, notFoundPages } from '../../../shared/routes/not-found-pages.ts';
import { describeRoute } from '../../../shared/routes/route-description.ts';
import { SITE_ROUTES } from '../../../shared/routes/site-routes.ts';

describe('not-found pages (one per route with content params, from the route descriptions)', () => {
  it('probes the catch-all and each route with a value that names no content', () => {
    expect(notFoundPages().map(({ path, file }) => [path, file])).toEqual([
      [`/${NOT_FOUND_PARAM}`, '404.html'],
      [`/destinations/${NOT_FOUND_PARAM}`, '404/destination.html'],
      [`/destinations/${NOT_FOUND_PARAM}/deep-dive`, '404/deep-dive.html'],
      [`/itineraries/${NOT_FOUND_PARAM}`, '404/itineraries.html'],
      [`/itinerary/${NOT_FOUND_PARAM}`, '404/itinerary.html'],
      [`/blog/${NOT_FOUND_PARAM}`, '404/blog.html'],
      [`/home-blog/${NOT_FOUND_PARAM}`, '404/home-blog.html'],
    ]);
  });

  it.each([
    ['/destinations/atlantis', '404/destination.html'],
    ['/destinations/europe/deep-dive', '404/deep-dive.html'],
    ['/destinations/europe/deep-dive/', '404/deep-dive.html'],
    ['/itineraries/atlantis', '404/itineraries.html'],
    ['/itinerary/abc123', '404/itinerary.html'],
    ['/blog/abc123', '404/blog.html'],
    ['/home-blog/no-such-post', '404/home-blog.html'],
    ['/destinations/a/b/c', '404.html'],
    ['/itinerary', '404.html'],
    ['/no/such/page', '404.html'],
  ])('the server answers %s with %s', (path, file) => {
    expect(fallbackPageFor(path)).toBe(file);
  });

  it('gives a new route with params its own page once its description says so', () => {
    const journal = describeRoute({ id: 'journal', pattern: '/journal/:entry', module: 'journal.tsx', prerender: true, precache: false, sitemap: true, indexable: true }, (to) => (entry: string) => to({ entry }));
    const routes = [...SITE_ROUTES.slice(0, -1), journal, SITE_ROUTES.at(-1)!];
    expect(fallbackPageFor('/journal/x', routes)).toBe('shell.html');
    const withPage = routes.map((route) => (route.id === 'journal' ? { ...route, notFoundPage: true } : route));
    expect(fallbackPageFor('/journal/x', withPage)).toBe('404/journal.html');
    expect(notFoundPages(withPage).at(-1)).toEqual({ routeId: 'journal', path: `/journal/${NOT_FOUND_PARAM}`, file: '404/journal.html' });
  });
});
