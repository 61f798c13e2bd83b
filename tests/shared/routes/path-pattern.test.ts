import { generatePath, matchPath } from 'react-router';
import { fillPattern, fitsPattern } from '../../../shared/routes/path-pattern.ts';
import { SITE_ROUTES } from '../../../shared/routes/site-routes.ts';

describe('route patterns without the router', () => {
  it.each([
    ['/destinations/:slug', { slug: 'bali' }],
    ['/itinerary/:id', { id: 'bali ubud/uluwatu?#%' }],
    ['/blog/:blogId', { blogId: 'café-à-la-plage' }],
    ['/home-blog/:blogSlug', { blogSlug: 'a$b&c+d,e:f;g=h@i' }],
  ])('%s fills its params as React Router would', (pattern, params) => {
    expect(fillPattern(pattern, params)).toBe(generatePath(pattern, params));
  });

  it('refuses a missing param instead of writing a broken link', () => {
    expect(() => fillPattern('/destinations/:slug', {})).toThrow(/:slug/);
  });

  const paths = ['/', '/destinations/bali', '/destinations/bali/', '/Destinations/Bali', '/destinations/bali/deep-dive', '/itinerary/x', '/itinerary', '/itinerary/x/y', '/search', '/nowhere'];
  it.each(SITE_ROUTES.filter((route) => route.pattern !== '*').map((route) => route.pattern))('%s fits the same paths as React Router says', (pattern) => {
    for (const path of paths) expect(fitsPattern(pattern, path), path).toBe(matchPath(pattern, path) !== null);
  });
});
