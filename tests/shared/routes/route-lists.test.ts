import { loadContent } from '../../../shared/content/load-content.ts';
import { DEEP_DIVE_SLUGS, DESTINATION_SLUGS, POLICY_SLUGS, THEME_SLUGS } from '../../../shared/config/constants.ts';
import { paths } from '../../../shared/config/paths.ts';
import { isAppRoute, isContentUrl, precachePages, prerenderUrls, sitemapUrls } from '../../../shared/routes/route-lists.ts';
import { htmlFileOf } from '../../../shared/routes/html-file.ts';

const content = loadContent();

describe('the lists derived from the route descriptions', () => {
  it('prerender one page per route without params and one per content entry for the others', () => {
    const urls = prerenderUrls(content);
    for (const url of ['/', '/home', '/destinations', '/enquire', '/about-us', '/testimonials', '/offline', '/search', '/saved-trips']) expect(urls).toContain(url);
    for (const slug of POLICY_SLUGS) expect(urls).toContain(`/${slug}`);
    for (const slug of DESTINATION_SLUGS) {
      expect(urls).toContain(`/destinations/${slug}`);
      // A destination without a guide has no deep-dive page: its route's not-found page answers it (404).
      if ((DEEP_DIVE_SLUGS as readonly string[]).includes(slug)) expect(urls).toContain(`/destinations/${slug}/deep-dive`);
      else expect(urls).not.toContain(`/destinations/${slug}/deep-dive`);
    }
    for (const slug of [...DESTINATION_SLUGS, ...THEME_SLUGS]) expect(urls).toContain(`/itineraries/${slug}`);
    for (const it of content.itineraries) expect(urls).toContain(`/itinerary/${it._id}`);
    for (const blog of content.blogs) expect(urls).toContain(`/blog/${blog._id}`);
    for (const blog of content.homeBlogs) expect(urls).toContain(`/home-blog/${blog.slug}`);
    const expected = 9 + POLICY_SLUGS.length + DESTINATION_SLUGS.length + DEEP_DIVE_SLUGS.length + DESTINATION_SLUGS.length + THEME_SLUGS.length +
      content.itineraries.length + content.blogs.length + content.homeBlogs.length;
    expect(urls).toHaveLength(expected);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('leave out of the sitemap /home (canonical /), /offline, /search, /saved-trips and deep dives without a guide', () => {
    const urls = sitemapUrls(content);
    expect(urls).toContain('/');
    expect(urls).toContain('/destinations/bali');
    expect(urls).not.toContain('/home');
    expect(urls).not.toContain('/offline');
    expect(urls).not.toContain('/search');
    expect(urls).not.toContain('/saved-trips');
    for (const slug of DESTINATION_SLUGS) {
      const deepDive = `/destinations/${slug}/deep-dive`;
      if ((DEEP_DIVE_SLUGS as readonly string[]).includes(slug)) expect(urls).toContain(deepDive);
      else expect(urls).not.toContain(deepDive);
    }
    expect(urls).toHaveLength(prerenderUrls(content).length - 4);
  });

  it('precache the HTML of the start page and the offline page only: the other pages open offline from the shell and the precached code (issue 9)', () => {
    expect(precachePages(content).sort()).toEqual(['index.html', 'offline/index.html']);
  });

  it('map a URL to the file the prerender writes', () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/destinations/bali/deep-dive/')).toBe('destinations/bali/deep-dive/index.html');
  });
});

describe('isAppRoute (the server answers these with the shell, anything else with 404.html)', () => {
  it.each(['/destinations/atlantis', '/destinations/atlantis/deep-dive', '/itineraries/x', '/itinerary/x/', '/blog/x', '/home-blog/x', '/enquire'])(
    '%s is a route of the app',
    (path) => expect(isAppRoute(path)).toBe(true),
  );

  it.each(['/destinations/a/b', '/no/such/page', '/itinearies/honeymoon', '/api/page/x'])('%s is not', (path) => expect(isAppRoute(path)).toBe(false));
});

describe('isContentUrl (the content link checker)', () => {
  it('accepts links to pages the content gives a route, with or without a query, hash or trailing slash', () => {
    expect(isContentUrl('/itineraries/honeymoon', content)).toBe(true);
    expect(isContentUrl(`${paths.itinerary.href(content.itineraries[0]!._id)}?from=blog#day1`, content)).toBe(true);
    expect(isContentUrl('/destinations/bali/', content)).toBe(true);
  });

  it('rejects the spec’s misspelt link and ids the content does not have', () => {
    expect(isContentUrl('/itinearies/honeymoon', content)).toBe(false);
    expect(isContentUrl('/blog/no-such-post', content)).toBe(false);
    expect(isContentUrl('/destinations/atlantis', content)).toBe(false);
  });
});

describe('href builders', () => {
  it('fill the pattern and encode values', () => {
    expect(paths.destination.href('bali')).toBe('/destinations/bali');
    expect(paths.deepDive.href('bali')).toBe('/destinations/bali/deep-dive');
    expect(paths.itinerary.href('a b/c')).toBe('/itinerary/a%20b%2Fc');
    expect(paths.landing.href()).toBe('/');
  });
});
